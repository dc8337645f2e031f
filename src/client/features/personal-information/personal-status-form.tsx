import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import { SwitchField } from '../../components/ui/switch-field';
import { TAG_NOTES, TAGS } from '../../lib/member-fields';
import {
  RIGHT_TO_WORK_TAGS,
  type RightToWorkTag,
  VEVO_CONSENT_TEXT,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
} from '../../../shared/choice-labels';
import { COUNTRIES } from '../../../shared/countries';
import { personalStatusSchema, type PersonalStatus } from '../../../shared/schemas/personal-status';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<PersonalStatus>;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

const isRightToWork = (name: string): name is RightToWorkTag =>
  (RIGHT_TO_WORK_TAGS as readonly string[]).includes(name);

const DEFAULTS: Values = {
  tagAboriginal: false,
  tagSingleParent: false,
  tagDisabled: false,
  tagAustralianCitizen: false,
  tagPermanentResident: false,
  tagNZCitizen: false,
  tagVisaCitizen: false,
  visaNumber: '',
  visaExpiry: '',
  visaSubclass: '',
  visaConditions: '',
  visaPassportNumber: '',
  visaPassportCountry: '',
  visaImmiCardNumber: '',
  vevoConsent: false,
};

const NO_VISA = {
  visaNumber: '',
  visaExpiry: '',
  visaSubclass: '',
  visaConditions: '',
  visaPassportNumber: '',
  visaPassportCountry: '',
  visaImmiCardNumber: '',
  vevoConsent: false,
};

/** Visa details only mean something while Visa Citizen is on. */
function dropHiddenVisa(values: PersonalStatus): PersonalStatus {
  return values.tagVisaCitizen ? values : { ...values, ...NO_VISA };
}

export function PersonalStatusForm({ context }: { context: StepContext }) {
  const { form, onSubmit, isSaving } = useStepForm<Values, PersonalStatus>({
    stepId: 'personal-status',
    context,
    schema: personalStatusSchema(),
    defaultValues: toFormValues(DEFAULTS, context.source),
    prepare: dropHiddenVisa,
  });
  const { register, control, setValue } = form;
  const errors = form.formState.errors;
  const isVisaCitizen = useWatch({ control, name: 'tagVisaCitizen' });
  const rightToWorkError = errors.tagAustralianCitizen?.message;

  const switchOf = ([name, label]: (typeof TAGS)[number]) => {
    const field = register(name);
    return (
      <SwitchField
        key={name}
        label={label}
        description={TAG_NOTES[name]}
        {...field}
        onChange={(event) => {
          // The right to work is exactly one of the four: choosing one turns the others off.
          if (isRightToWork(name) && event.target.checked) {
            for (const other of RIGHT_TO_WORK_TAGS) {
              if (other !== name) setValue(other, false, { shouldDirty: true });
            }
          }
          return field.onChange(event);
        }}
      />
    );
  };

  return (
    <WizardLayout stepId="personal-status" onSubmit={onSubmit} isBusy={isSaving}>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm text-slate-600">Turn on each that applies to you.</legend>
        {TAGS.filter(([name]) => !isRightToWork(name)).map(switchOf)}
      </fieldset>
      <fieldset
        className="space-y-3"
        aria-describedby={rightToWorkError ? 'right-to-work-error' : undefined}
        aria-invalid={rightToWorkError ? true : undefined}
      >
        <legend className="mb-3 text-sm font-medium text-slate-800">
          Your right to work in Australia (choose one) *
        </legend>
        {TAGS.filter(([name]) => isRightToWork(name)).map(switchOf)}
        {rightToWorkError && (
          <p id="right-to-work-error" role="alert" className="text-sm text-red-700">
            {rightToWorkError}
          </p>
        )}
      </fieldset>
      {isVisaCitizen && (
        <div className="space-y-5 rounded-xl bg-slate-50 p-4">
          <InputField
            label="Visa Number"
            autoComplete="off"
            error={errors.visaNumber?.message}
            {...register('visaNumber')}
          />
          <InputField
            label="Visa Expiry"
            type="date"
            error={errors.visaExpiry?.message}
            {...register('visaExpiry')}
          />
          <InputField
            label={VISA_SUBCLASS_LABEL}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            hint="3 digits, e.g. 482"
            error={errors.visaSubclass?.message}
            {...register('visaSubclass')}
          />
          <InputField
            label={VISA_CONDITIONS_LABEL}
            autoComplete="off"
            hint="Any work conditions on your visa, e.g. 8105"
            error={errors.visaConditions?.message}
            {...register('visaConditions')}
          />
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">
              For the check of your work rights *
            </legend>
            <p className="text-sm text-slate-600">
              Your employer checks your work rights on VEVO with your passport number and its country, or your
              ImmiCard number.
            </p>
            <InputField
              label="Passport Number"
              autoComplete="off"
              error={errors.visaPassportNumber?.message}
              {...register('visaPassportNumber')}
            />
            <SelectField
              label="Passport Country"
              placeholder="Select country"
              options={COUNTRY_OPTIONS}
              error={errors.visaPassportCountry?.message}
              {...register('visaPassportCountry')}
            />
            <InputField
              label="ImmiCard Number"
              autoComplete="off"
              hint="Only if you have no passport"
              error={errors.visaImmiCardNumber?.message}
              {...register('visaImmiCardNumber')}
            />
            <CheckboxField
              label={VEVO_CONSENT_TEXT}
              aria-invalid={errors.vevoConsent ? true : undefined}
              aria-describedby={errors.vevoConsent ? 'vevo-consent-error' : undefined}
              {...register('vevoConsent')}
            />
            {errors.vevoConsent?.message && (
              <p id="vevo-consent-error" role="alert" className="text-sm text-red-700">
                {errors.vevoConsent.message}
              </p>
            )}
          </fieldset>
        </div>
      )}
    </WizardLayout>
  );
}
