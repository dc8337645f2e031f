import { useId, type ComponentProps } from 'react';

type SwitchFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'role' | 'className'> & {
  label: string;
  description?: string;
};

/**
 * An on/off choice: a native checkbox (so forms, labels and the keyboard just work) announced as
 * a switch and drawn as one. The input lies transparent over the drawn track, so a tap on the
 * track hits the input itself; the whole row is its label, a large touch target.
 */
export function SwitchField({ label, description, ...input }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 has-checked:border-brand-200 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
    >
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{label}</span>
        {description && (
          <span id={descriptionId} className="block text-sm text-slate-600">
            {description}
          </span>
        )}
      </span>
      <span className="relative h-7 w-12 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={descriptionId}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 focus-visible:outline-none"
          {...input}
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 after:absolute after:start-1 after:top-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
        />
      </span>
    </label>
  );
}
