import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import {
  addressSchema,
  AU_STATES,
  POSTAL_DIFFERENT_LABEL,
  type Address,
} from '../../../shared/schemas/address';
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
          label="House No."
          isRequired
          // A phone's address autofill has one street line ('12 Hammer St'): it belongs in Street Name.
          autoComplete="off"
          error={errors.addrsHouseNumber?.message}
          {...register('addrsHouseNumber')}
        />
        <InputField
          label="Street Name"
          isRequired
          autoComplete="address-line1"
          error={errors.addrsStreetName?.message}
          {...register('addrsStreetName')}
        />
      </div>
      <InputField
        label="Suburb"
        isRequired
        autoComplete="address-level2"
        error={errors.addrsSuburb?.message}
        {...register('addrsSuburb')}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label="Post Code"
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          error={errors.addrsPostcode?.message}
          {...register('addrsPostcode')}
        />
        <SelectField
          label="State"
          isRequired
          placeholder="Select state"
          options={AU_STATES}
          autoComplete="address-level1"
          error={errors.addrsState?.message}
          {...register('addrsState')}
        />
      </div>
      <CheckboxField label={POSTAL_DIFFERENT_LABEL} {...register('postalAddressDifferent')} />
      {isPostalDifferent && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">Postal address</legend>
          <InputField
            label="Postal Address"
            isRequired
            hint="A street address or PO Box"
            autoComplete="shipping address-line1"
            error={errors.postalAddressLine?.message}
            {...register('postalAddressLine')}
          />
          <InputField
            label="Postal Suburb"
            isRequired
            autoComplete="shipping address-level2"
            error={errors.postalSuburb?.message}
            {...register('postalSuburb')}
          />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              label="Postal Post Code"
              isRequired
              inputMode="numeric"
              autoComplete="shipping postal-code"
              maxLength={4}
              error={errors.postalPostcode?.message}
              {...register('postalPostcode')}
            />
            <SelectField
              label="Postal State"
              isRequired
              placeholder="Select state"
              options={AU_STATES}
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
