import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldProps } from './field';

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly string[];
    /** The empty first option, e.g. 'Select gender'. */
    placeholder: string;
  };

/** A labelled native <select>: the phone's own picker, keyboard support for free. */
export function SelectField(props: SelectFieldProps) {
  const [field, { options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
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
