import { useWatch } from 'react-hook-form';
import { InputField } from '../../components/ui/input-field';
import { SwitchField } from '../../components/ui/switch-field';
import { TAG_NOTES, TAGS } from '../../lib/member-fields';
import { personalStatusSchema, type PersonalStatus } from '../../../shared/schemas/personal-status';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<PersonalStatus>;

const EXCLUSIVE: Partial<Record<keyof PersonalStatus, 'tagAustralianCitizen' | 'tagVisaCitizen'>> = {
  tagAustralianCitizen: 'tagVisaCitizen',
  tagVisaCitizen: 'tagAustralianCitizen',
};

const DEFAULTS: Values = {
  tagAboriginal: false,
  tagSingleParent: false,
  tagDisabled: false,
  tagAustralianCitizen: false,
  tagVisaCitizen: false,
  visaNumber: '',
  visaExpiry: '',
};

/** Visa details only mean something while Visa Citizen is on. */
function dropHiddenVisa(values: PersonalStatus): PersonalStatus {
  return values.tagVisaCitizen ? values : { ...values, visaNumber: '', visaExpiry: '' };
}

export function PersonalStatusForm({ context }: { context: StepContext }) {
  const { form, onSubmit, isSaving } = useStepForm<Values, PersonalStatus>({
    stepId: 'personal-status',
    context,
    schema: personalStatusSchema,
    defaultValues: toFormValues(DEFAULTS, context.source),
    prepare: dropHiddenVisa,
  });
  const { register, control, setValue } = form;
  const errors = form.formState.errors;
  const isVisaCitizen = useWatch({ control, name: 'tagVisaCitizen' });

  return (
    <WizardLayout stepId="personal-status" onSubmit={onSubmit} isBusy={isSaving}>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm text-slate-600">Turn on each that applies to you.</legend>
        {TAGS.map(([name, label]) => {
          const field = register(name);
          const other = EXCLUSIVE[name];
          return (
            <SwitchField
              key={name}
              label={label}
              description={TAG_NOTES[name]}
              {...field}
              onChange={(event) => {
                // A person is an Australian citizen or here on a visa, never both.
                if (other && event.target.checked) setValue(other, false, { shouldDirty: true });
                return field.onChange(event);
              }}
            />
          );
        })}
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
        </div>
      )}
    </WizardLayout>
  );
}
