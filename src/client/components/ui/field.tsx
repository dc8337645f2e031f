import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslateMessage } from '../../lib/translate-message';
import './field-error.css';

/** What a field hands its control: ids and ARIA wiring plus the shared look. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  className: string;
}

export interface FieldProps {
  /** A string, or words in two languages (a question in the ATO's English with its translation). */
  label: ReactNode;
  /** Adds ' *' to the label and aria-required to the control. */
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
  /** A short green note shown while the value is valid ('Looks great!'). */
  success?: string;
  className?: string;
}

const controlBase =
  'mt-1.5 block min-h-12 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500';

/**
 * Splits a field component's props into the Field's own and the rest, which belong to the
 * control: `const [field, input] = splitFieldProps(props)`.
 */
export function splitFieldProps<P extends FieldProps>(props: P) {
  const { label, isRequired, hint, error, success, className, ...control } = props;
  return [{ label, isRequired, hint, error, success, className }, control] as const;
}

export function controlClasses(hasError: boolean, extra?: string) {
  return cn(controlBase, hasError ? 'field-error-pulse border-red-600' : 'border-slate-300', extra);
}

/**
 * A labelled form field: a real <label>, an optional hint, and the error (or success) text tied
 * to the control with aria-describedby. The error only appears once the form decides to show it;
 * a schema's (English) error is shown in the hire's language.
 */
export function Field({
  label,
  isRequired,
  hint,
  error,
  success,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  // The schemas' messages are English: shown in the hire's language (validation namespace).
  const translate = useTranslateMessage();
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = error || success ? `${id}-message` : undefined;
  const describedBy = [hintId, messageId].filter(Boolean).join(' ') || undefined;
  return (
    // data-toast-clear: a toast shown while its control is focused keeps the whole field clear.
    <div className={className} data-toast-clear="">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {isRequired && ' *'}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': isRequired ? true : undefined,
        className: controlClasses(!!error),
      })}
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm font-medium text-red-700">
          {translate(error)}
        </p>
      ) : success ? (
        <p id={messageId} className="mt-1.5 text-sm font-medium text-green-700">
          <span aria-hidden="true">✓ </span>
          {success}
        </p>
      ) : null}
    </div>
  );
}
