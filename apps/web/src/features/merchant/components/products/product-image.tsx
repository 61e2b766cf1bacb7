import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../../lib/cn.ts';

/** A product's picture, or a neutral placeholder when it cannot be loaded. */
export function ProductImage({ src, className }: { src: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('h-16 w-16 shrink-0 rounded-lg', className);
  if (!src || failedSrc === src) {
    return <span className={cn(box, 'grid place-items-center bg-slate-100 text-slate-400')} data-testid="image-placeholder"><ImageOff aria-hidden="true" className="h-6 w-6" /></span>;
  }
  return <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} className={cn(box, 'bg-slate-100 object-cover')} />;
}
