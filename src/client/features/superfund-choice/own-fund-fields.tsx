import type { ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { formatBsb } from '../../../shared/validators/bsb';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { InputField } from '../../components/ui/input-field';
import type { SuperfundFormValues } from './superfund-form-values';
import { Explain, useSuperWords } from './super-words';

interface OwnFundFieldsProps {
  register: UseFormRegister<SuperfundFormValues>;
  setValue: UseFormSetValue<SuperfundFormValues>;
  errors: FieldErrors<SuperfundFormValues>;
  isSmsf: boolean;
}

const SMSF_HINT_ID = 'smsf-explained';

/** OPTION 2: the employee's own fund; an SMSF gives its bank account and ESA instead of a USI. */
export function OwnFundFields({ register, setValue, errors, isSmsf }: OwnFundFieldsProps) {
  const { t, legal, error: message } = useSuperWords();
  const bsb = register('smsfBSB');
  const onBsbChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatBsb(event.target.value);
    return bsb.onChange(event);
  };
  return (
    <div className="space-y-5 border-s-4 border-brand-200 ps-4">
      <InputField
        label={legal('fields.fundName', true)}
        aria-required
        error={message(errors.fundName?.message)}
        {...register('fundName')}
      />
      <InputField
        label={legal('fields.fundABN', true)}
        aria-required
        hint={t('hints.abn')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        error={message(errors.fundABN?.message)}
        dir="ltr"
        {...register('fundABN')}
      />
      {!isSmsf && (
        <InputField
          label={legal('fields.fundUSI', true)}
          aria-required
          hint={
            <>
              {t('hints.usi')}
              <Explain>{t('explain.usi')}</Explain>
            </>
          }
          autoComplete="off"
          autoCapitalize="characters"
          error={message(errors.fundUSI?.message)}
          dir="ltr"
          {...register('fundUSI')}
        />
      )}
      <InputField
        label={legal('fields.fundAddress', true)}
        aria-required
        autoComplete="off"
        error={message(errors.fundAddress?.message)}
        {...register('fundAddress')}
      />
      <InputField
        label={legal('fields.memberNumber')}
        autoComplete="off"
        error={message(errors.memberNumber?.message)}
        dir="ltr"
        {...register('memberNumber')}
      />
      <InputField
        label={legal('fields.accountName')}
        autoComplete="off"
        error={message(errors.accountName?.message)}
        {...register('accountName')}
      />
      <InputField
        label={legal('fields.fundPhoneNumber')}
        type="tel"
        autoComplete="off"
        error={message(errors.fundPhoneNumber?.message)}
        dir="ltr"
        {...register('fundPhoneNumber')}
      />
      <div>
        <CheckboxField
          label={legal('fields.isSMSF')}
          checked={isSmsf}
          aria-describedby={SMSF_HINT_ID}
          onChange={(event) => setValue('isSMSF', event.target.checked ? 'yes' : 'no', { shouldDirty: true })}
        />
        <p id={SMSF_HINT_ID} className="text-sm text-slate-500">
          <Explain>{t('explain.smsf')}</Explain>
        </p>
      </div>
      {isSmsf && (
        <div className="space-y-5">
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
            <InputField
              label={legal('fields.smsfBSB', true)}
              aria-required
              hint={t('hints.bsb')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000-000"
              maxLength={7}
              error={message(errors.smsfBSB?.message)}
              dir="ltr"
              {...bsb}
              onChange={onBsbChange}
            />
            <InputField
              label={legal('fields.smsfAccountNumber', true)}
              aria-required
              hint={t('hints.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              error={message(errors.smsfAccountNumber?.message)}
              dir="ltr"
              {...register('smsfAccountNumber')}
            />
          </div>
          <InputField
            label={legal('fields.smsfFundESA', true)}
            aria-required
            hint={t('hints.esa')}
            autoComplete="off"
            error={message(errors.smsfFundESA?.message)}
            dir="ltr"
            {...register('smsfFundESA')}
          />
        </div>
      )}
    </div>
  );
}
