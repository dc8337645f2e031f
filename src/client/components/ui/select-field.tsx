import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldProps } from './field';

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
    /** A string is its own value and label; a pair when they differ (a code and its name). */
    options: readonly (string | { value: string; label: string })[];
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
          {options.map((option) => {
            const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
