import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import { SwitchField } from '../../components/ui/switch-field';
import { LegalText } from '../../components/ui/legal-text';
import { TAGS } from '../../lib/member-fields';
import { useChoiceWords } from '../../lib/choice-words';
import { useTranslateMessage } from '../../lib/translate-message';
import { RIGHT_TO_WORK_TAGS, type RightToWorkTag, VEVO_CONSENT_TEXT } from '../../../shared/choice-labels';
import { personalStatusSchema, type PersonalStatus } from '../../../shared/schemas/personal-status';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<PersonalStatus>;

const isRightToWork = (name: string): name is RightToWorkTag =>
  (RIGHT_TO_WORK_TAGS as readonly string[]).includes(name);

/**
 * Why the sensitive statuses are asked (they are optional and never decide an application), and
 * who sees them: racial or ethnic origin and disability are sensitive information (Privacy Act
 * 1988 s 6), shown to HR and to recipients of health information only (issue 42 item 3).
 */
const NOTED_TAGS = ['tagAboriginal', 'tagSingleParent', 'tagDisabled'] as const;
type NotedTag = (typeof NOTED_TAGS)[number];
const isNoted = (name: string): name is NotedTag => (NOTED_TAGS as readonly string[]).includes(name);

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
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
  const translate = useTranslateMessage();
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

  const switchOf = ([name]: (typeof TAGS)[number]) => {
    const field = register(name);
    return (
      <SwitchField
        key={name}
        label={words.statusTag(name)}
        description={isNoted(name) ? t(`status.notes.${name}`) : undefined}
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
        <legend className="mb-3 text-sm text-slate-600">{t('status.turnOn')}</legend>
        {TAGS.filter(([name]) => !isRightToWork(name)).map(switchOf)}
      </fieldset>
      <fieldset
        className="space-y-3"
        aria-describedby={rightToWorkError ? 'right-to-work-error' : undefined}
        aria-invalid={rightToWorkError ? true : undefined}
      >
        <legend className="mb-3 text-sm font-medium text-slate-800">{t('status.rightToWork')} *</legend>
        {TAGS.filter(([name]) => isRightToWork(name)).map(switchOf)}
        {rightToWorkError && (
          <p id="right-to-work-error" role="alert" className="text-sm text-red-700">
            {translate(rightToWorkError)}
          </p>
        )}
      </fieldset>
      {isVisaCitizen && (
        <div className="space-y-5 rounded-xl bg-slate-50 p-4">
          <InputField
            label={t('status.visaNumber')}
            autoComplete="off"
            error={errors.visaNumber?.message}
            {...register('visaNumber')}
          />
          <InputField
            label={t('status.visaExpiry')}
            type="date"
            error={errors.visaExpiry?.message}
            {...register('visaExpiry')}
          />
          <InputField
            label={t('status.visaSubclass')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            hint={t('status.visaSubclassHint')}
            error={errors.visaSubclass?.message}
            {...register('visaSubclass')}
          />
          <InputField
            label={t('status.visaConditions')}
            autoComplete="off"
            hint={t('status.visaConditionsHint')}
            error={errors.visaConditions?.message}
            {...register('visaConditions')}
          />
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('status.vevoHeading')} *</legend>
            <p className="text-sm text-slate-600">{t('status.vevoIntro')}</p>
            <InputField
              label={t('status.passportNumber')}
              autoComplete="off"
              error={errors.visaPassportNumber?.message}
              {...register('visaPassportNumber')}
            />
            <SelectField
              label={t('status.passportCountry')}
              placeholder={t('status.selectCountry')}
              options={words.countryOptions()}
              error={errors.visaPassportCountry?.message}
              {...register('visaPassportCountry')}
            />
            <InputField
              label={t('status.immiCardNumber')}
              autoComplete="off"
              hint={t('status.immiCardHint')}
              error={errors.visaImmiCardNumber?.message}
              {...register('visaImmiCardNumber')}
            />
            <CheckboxField
              label={
                <LegalText
                  variant="inline"
                  english={VEVO_CONSENT_TEXT}
                  translation={t('status.vevoConsentTranslation')}
                />
              }
              aria-invalid={errors.vevoConsent ? true : undefined}
              aria-describedby={errors.vevoConsent ? 'vevo-consent-error' : undefined}
              {...register('vevoConsent')}
            />
            {errors.vevoConsent?.message && (
              <p id="vevo-consent-error" role="alert" className="text-sm text-red-700">
                {translate(errors.vevoConsent.message)}
              </p>
            )}
          </fieldset>
        </div>
      )}
    </WizardLayout>
  );
}
