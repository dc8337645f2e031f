import type { ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { formatBsb } from '../../../shared/validators/bsb';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { InputField } from '../../components/ui/input-field';
import type { SuperfundFormValues } from './superfund-form-values';

interface OwnFundFieldsProps {
  register: UseFormRegister<SuperfundFormValues>;
  setValue: UseFormSetValue<SuperfundFormValues>;
  errors: FieldErrors<SuperfundFormValues>;
  isSmsf: boolean;
}

/** OPTION 2: the employee's own fund; an SMSF gives its bank account and ESA instead of a USI. */
export function OwnFundFields({ register, setValue, errors, isSmsf }: OwnFundFieldsProps) {
  const bsb = register('smsfBSB');
  const onBsbChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatBsb(event.target.value);
    return bsb.onChange(event);
  };
  return (
    <div className="space-y-5 border-l-4 border-brand-200 pl-4">
      <InputField label="Fund Name" isRequired error={errors.fundName?.message} {...register('fundName')} />
      <InputField
        label="Fund ABN"
        isRequired
        hint="11-digit ABN"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        error={errors.fundABN?.message}
        {...register('fundABN')}
      />
      {!isSmsf && (
        <InputField
          label="Fund USI"
          isRequired
          hint="Unique Superannuation Identifier, e.g. ABC0100AU"
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.fundUSI?.message}
          {...register('fundUSI')}
        />
      )}
      <InputField
        label="Fund Address"
        isRequired
        autoComplete="off"
        error={errors.fundAddress?.message}
        {...register('fundAddress')}
      />
      <InputField
        label="Member Number"
        autoComplete="off"
        error={errors.memberNumber?.message}
        {...register('memberNumber')}
      />
      <InputField
        label="Account Name"
        autoComplete="off"
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <InputField
        label="Fund Phone Number"
        type="tel"
        autoComplete="off"
        error={errors.fundPhoneNumber?.message}
        {...register('fundPhoneNumber')}
      />
      <CheckboxField
        label="This is a self-managed super fund (SMSF)"
        checked={isSmsf}
        onChange={(event) => setValue('isSMSF', event.target.checked ? 'yes' : 'no', { shouldDirty: true })}
      />
      {isSmsf && (
        <div className="space-y-5">
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
            <InputField
              label="SMSF BSB"
              isRequired
              hint="6-digit BSB"
              inputMode="numeric"
              autoComplete="off"
              placeholder="000-000"
              maxLength={7}
              error={errors.smsfBSB?.message}
              {...bsb}
              onChange={onBsbChange}
            />
            <InputField
              label="SMSF Account Number"
              isRequired
              hint="5 to 10 digits"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              error={errors.smsfAccountNumber?.message}
              {...register('smsfAccountNumber')}
            />
          </div>
          <InputField
            label="SMSF Electronic Service Address (ESA)"
            isRequired
            hint="The alias your SMSF receives contributions through, from its SuperStream provider."
            autoComplete="off"
            error={errors.smsfFundESA?.message}
            {...register('smsfFundESA')}
          />
        </div>
      )}
    </div>
  );
}
