import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldProps } from './field';

type InputFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled <input> for react-hook-form's register(): `<InputField label="..." {...register('x')} />`. */
export function InputField(props: InputFieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <input {...control} {...input} />}</Field>;
}
