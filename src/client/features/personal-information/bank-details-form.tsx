import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../components/ui/input-field';
import { bankDetailsSchema, type BankDetails } from '../../../shared/schemas/bank-details';
import { formatBsb } from '../../../shared/validators/bsb';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<BankDetails>;

const DEFAULTS: Values = { bankInstitution: '', bankAccountName: '', bankBSB: '', bankAccountNumber: '' };

export function BankDetailsForm({ context }: { context: StepContext }) {
  const { t } = useTranslation('wizard');
  const { form, onSubmit, isSaving } = useStepForm<Values, BankDetails>({
    stepId: 'bank-details',
    context,
    schema: bankDetailsSchema(),
    defaultValues: toFormValues(DEFAULTS, context.source),
  });
  const { register } = form;
  const errors = form.formState.errors;
  const bsb = register('bankBSB');

  // Typed digits become 'XXX-XXX' as they are entered.
  const onBsbChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatBsb(event.target.value);
    return bsb.onChange(event);
  };

  return (
    <WizardLayout stepId="bank-details" onSubmit={onSubmit} isBusy={isSaving}>
      <InputField
        label={t('bank.bankName')}
        isRequired
        autoComplete="off"
        error={errors.bankInstitution?.message}
        {...register('bankInstitution')}
      />
      <InputField
        label={t('bank.accountName')}
        isRequired
        autoComplete="name"
        error={errors.bankAccountName?.message}
        {...register('bankAccountName')}
      />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
        <InputField
          label={t('bank.bsb')}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          placeholder="000-000"
          maxLength={7}
          error={errors.bankBSB?.message}
          {...bsb}
          onChange={onBsbChange}
        />
        <InputField
          label={t('bank.accountNumber')}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          error={errors.bankAccountNumber?.message}
          {...register('bankAccountNumber')}
        />
      </div>
    </WizardLayout>
  );
}
