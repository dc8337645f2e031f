import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import { addressSchema, AU_STATES, type Address } from '../../../shared/schemas/address';
import { useChoiceWords } from '../../lib/choice-words';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<Address>;

const DEFAULTS: Values = {
  addrsHouseNumber: '',
  addrsStreetName: '',
  addrsSuburb: '',
  addrsState: '',
  addrsPostcode: '',
  postalAddressDifferent: false,
  postalAddressLine: '',
  postalSuburb: '',
  postalState: '',
  postalPostcode: '',
};

export function AddressForm({ context }: { context: StepContext }) {
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
  const states = AU_STATES.map((state) => ({ value: state, label: words.state(state) }));
  const { form, onSubmit, isSaving } = useStepForm<Values, Address>({
    stepId: 'address',
    context,
    schema: addressSchema(),
    defaultValues: toFormValues(DEFAULTS, context.source),
  });
  const { register } = form;
  const errors = form.formState.errors;
  const isPostalDifferent = useWatch({ control: form.control, name: 'postalAddressDifferent' });

  return (
    <WizardLayout stepId="address" onSubmit={onSubmit} isBusy={isSaving}>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,5fr)] gap-3">
        <InputField
          label={t('address.houseNumber')}
          isRequired
          // A phone's address autofill has one street line ('12 Hammer St'): it belongs in Street Name.
          autoComplete="off"
          error={errors.addrsHouseNumber?.message}
          {...register('addrsHouseNumber')}
        />
        <InputField
          label={t('address.streetName')}
          isRequired
          autoComplete="address-line1"
          error={errors.addrsStreetName?.message}
          {...register('addrsStreetName')}
        />
      </div>
      <InputField
        label={t('address.suburb')}
        isRequired
        autoComplete="address-level2"
        error={errors.addrsSuburb?.message}
        {...register('addrsSuburb')}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label={t('address.postcode')}
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          error={errors.addrsPostcode?.message}
          {...register('addrsPostcode')}
        />
        <SelectField
          label={t('address.state')}
          isRequired
          placeholder={t('address.selectState')}
          options={states}
          autoComplete="address-level1"
          error={errors.addrsState?.message}
          {...register('addrsState')}
        />
      </div>
      <CheckboxField label={t('address.postalDifferent')} {...register('postalAddressDifferent')} />
      {isPostalDifferent && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{t('address.postalHeading')}</legend>
          <InputField
            label={t('address.postalAddress')}
            isRequired
            hint={t('address.postalAddressHint')}
            autoComplete="shipping address-line1"
            error={errors.postalAddressLine?.message}
            {...register('postalAddressLine')}
          />
          <InputField
            label={t('address.postalSuburb')}
            isRequired
            autoComplete="shipping address-level2"
            error={errors.postalSuburb?.message}
            {...register('postalSuburb')}
          />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              label={t('address.postalPostcode')}
              isRequired
              inputMode="numeric"
              autoComplete="shipping postal-code"
              maxLength={4}
              error={errors.postalPostcode?.message}
              {...register('postalPostcode')}
            />
            <SelectField
              label={t('address.postalState')}
              isRequired
              placeholder={t('address.selectState')}
              options={states}
              autoComplete="shipping address-level1"
              error={errors.postalState?.message}
              {...register('postalState')}
            />
          </div>
        </fieldset>
      )}
    </WizardLayout>
  );
}
