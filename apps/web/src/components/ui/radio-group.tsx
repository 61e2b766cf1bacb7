import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const RadioGroup = function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
};

interface RadioCardProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> {
  label: ReactNode;
  icon?: ReactNode;
}

/**
 * A whole-card radio option: the card is the radio (role="radio", arrow keys move between options),
 * big enough to tap on a phone; its label is its accessible name.
 */
export function RadioCard({ label, icon, className, ...props }: RadioCardProps) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium text-slate-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="flex h-4 w-4 shrink-0 items-center justify-center rounded-full border border-slate-400">
        <RadioGroupPrimitive.Indicator className="h-2 w-2 rounded-full bg-brand-600" />
      </span>
      {icon ? <span aria-hidden="true" className="shrink-0">{icon}</span> : null}
      <span>{label}</span>
    </RadioGroupPrimitive.Item>
  );
}
