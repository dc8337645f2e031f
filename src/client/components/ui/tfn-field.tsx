import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatTfn } from '../../../shared/validators/tfn';
import { InputField } from './input-field';

interface TfnFieldProps {
  registration: UseFormRegisterReturn;
  label?: ReactNode;
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
}

/**
 * A tax file number: digits only, spaced '123 456 782' as they are typed (9 digits, 11
 * characters). The check digit is the form's schema's job, on blur and on submit.
 */
export function TfnField({ registration, label, isRequired, hint, error }: TfnFieldProps) {
  const { t } = useTranslation('wizard');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatTfn(event.target.value);
    return registration.onChange(event);
  };
  return (
    <InputField
      label={label ?? t('fields.taxFileNumber')}
      isRequired={isRequired}
      hint={hint}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      placeholder="123 456 789"
      maxLength={11}
      spellCheck={false}
      // An Australian number reads left to right in every language ('123 456 782', not reordered).
      dir="ltr"
      {...registration}
      onChange={onChange}
    />
  );
}
