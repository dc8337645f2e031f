import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';

type InputFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled <input> for react-hook-form's register(): `<InputField label="..." {...register('x')} />`. */
export function InputField({
  label,
  isRequired,
  hint,
  error,
  success,
  className,
  ...input
}: InputFieldProps) {
  return (
    <Field
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={error}
      success={success}
      className={className}
    >
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
