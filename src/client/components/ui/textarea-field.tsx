import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field, splitFieldProps, type FieldProps } from './field';

type TextareaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextareaField(props: TextareaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <textarea {...control} {...textarea} className={cn(control.className, 'py-2.5')} />}
    </Field>
  );
}
