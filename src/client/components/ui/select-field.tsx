import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly string[];
    /** The empty first option, e.g. 'Select gender'. */
    placeholder: string;
  };

/** A labelled native <select>: the phone's own picker, keyboard support for free. */
export function SelectField({
  label,
  isRequired,
  hint,
  error,
  success,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={error}
      success={success}
      className={className}
    >
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
