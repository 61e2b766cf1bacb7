import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

/**
 * The wordmark (the operator's platform name), a link home. `tone="light"` for dark backgrounds (the footer).
 * The operator may pick a long name: in a bar that leaves it less room, it ends in an ellipsis rather
 * than wrapping the bar or pushing its buttons off a phone's screen.
 */
export function Brand({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const { platform_name: platformName } = usePublicSettings();
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        tone === 'dark' ? 'text-slate-900 focus-visible:outline-brand-700' : 'text-white focus-visible:outline-white',
        className,
      )}
    >
      <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-700 text-white shadow-sm" aria-hidden="true">
        <Handshake className="h-5 w-5" />
      </span>
      <span className="min-w-0 truncate">{platformName}</span>
    </Link>
  );
}
