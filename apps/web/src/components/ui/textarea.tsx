import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { useErrorAria } from './field-context.ts';

/** A multi-line input with the look of Input (forms of the panel and the back office). */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const errorAria = useErrorAria(props.id, props);
  return (
    <textarea
      className={cn('w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none', className)}
      {...props}
      {...errorAria}
    />
  );
}
