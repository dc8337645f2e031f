import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A checkbox with its label beside it (words, or legal English with its translation); the whole row is a 44 px target. */
export function CheckboxField({
  label,
  className,
  ...props
}: { label: ReactNode } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div className={cn('flex min-h-11 items-center gap-2', className)}>
      <input id={id} type="checkbox" className="size-5 shrink-0 accent-brand-700" {...props} />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
