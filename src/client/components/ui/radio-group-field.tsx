import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslateMessage } from '../../lib/translate-message';
import './field-error.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
}

type RadioGroupFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value'> & {
  /** The question, as the group's legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/**
 * A question with one answer: a fieldset named by its legend, one native radio per option (the
 * arrow keys move between them), each row a 44 px target. Spread a form's register().
 */
export function RadioGroupField({
  label,
  options,
  isRequired,
  hint,
  error,
  className,
  ...input
}: RadioGroupFieldProps) {
  const id = useId();
  const translate = useTranslateMessage();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      data-toast-clear=""
      className={className}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {isRequired && ' *'}
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white px-3 py-2.5 has-checked:border-brand-500 has-checked:bg-brand-50',
              error ? 'field-error-pulse border-red-600' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...input}
            />
            <span className="text-base text-slate-900">
              {option.label}
              {option.detail && <span className="mt-0.5 block text-sm text-slate-600">{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {translate(error)}
        </p>
      )}
    </fieldset>
  );
}
