import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field, type FieldProps } from './field';

type TextareaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextareaField({
  label,
  isRequired,
  hint,
  error,
  success,
  className,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={error}
      success={success}
      className={className}
    >
      {(control) => <textarea {...control} {...textarea} className={cn(control.className, 'py-2.5')} />}
    </Field>
  );
}
