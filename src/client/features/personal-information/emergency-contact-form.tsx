import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import {
  EMERGENCY_TOAST,
  emergencyContactSchema,
  RELATIONSHIPS,
  type EmergencyContact,
} from '../../../shared/schemas/emergency-contact';
import { formatPhone } from '../../../shared/validators/phone';
import english from '../../../shared/locales/en/wizard.json' with { type: 'json' };
import { useChoiceWords } from '../../lib/choice-words';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

/** Relatives abroad are common on multilingual crews (issue 23 item 3): say any real number works. */
export const PHONE_HINT = english.emergency.phoneHint;

type Values = FormValuesOf<EmergencyContact>;
type FieldName = keyof Values;

const DEFAULTS: Values = {
  emergencyContactName1: '',
  emergencyContactMobile1: '',
  emergencyContactRelationship1: '',
  emergencyContactName2: '',
  emergencyContactMobile2: '',
  emergencyContactRelationship2: '',
};

/** Numbers are stored in E.164; the form shows them as the review does ('(02) 9726 1234'). */
function withNumbersShown(values: Values): Values {
  return {
    ...values,
    emergencyContactMobile1: formatPhone(values.emergencyContactMobile1),
    emergencyContactMobile2: formatPhone(values.emergencyContactMobile2),
  };
}

/** A filled value that its own schema accepts earns the spec's success hint. */
function isFilledAndValid(name: FieldName, value: string): boolean {
  return value.trim() !== '' && emergencyContactSchema().shape[name].safeParse(value).success;
}

export function EmergencyContactForm({ context }: { context: StepContext }) {
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
  const { form, onSubmit, isSaving } = useStepForm<Values, EmergencyContact>({
    stepId: 'emergency-contact',
    context,
    schema: emergencyContactSchema(),
    defaultValues: withNumbersShown(toFormValues(DEFAULTS, context.source)),
    requiredDescription: EMERGENCY_TOAST,
  });
  const { register, control } = form;
  const values = useWatch({ control });
  const errors = form.formState.errors;

  const contact = (n: 1 | 2) => {
    const isPrimary = n === 1;
    const name = `emergencyContactName${n}` as const;
    const mobile = `emergencyContactMobile${n}` as const;
    const relationship = `emergencyContactRelationship${n}` as const;
    const hint = (field: FieldName, text: string) =>
      isFilledAndValid(field, values[field] ?? '') ? text : undefined;
    return (
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">
          {isPrimary ? t('emergency.primary') : t('emergency.secondary')}
        </legend>
        <InputField
          label={t('emergency.fullName')}
          isRequired={isPrimary}
          autoComplete="off"
          error={errors[name]?.message}
          success={hint(name, t('emergency.nameLooksGreat'))}
          {...register(name)}
        />
        <InputField
          label={t('emergency.mobile')}
          isRequired={isPrimary}
          hint={t('emergency.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0412 345 678"
          error={errors[mobile]?.message}
          success={hint(mobile, t('emergency.validNumber'))}
          {...register(mobile)}
        />
        <SelectField
          label={t('emergency.relationship')}
          isRequired={isPrimary}
          placeholder={t('emergency.selectRelationship')}
          options={RELATIONSHIPS.map((r) => ({ value: r, label: words.relationship(r) }))}
          error={errors[relationship]?.message}
          success={hint(relationship, t('emergency.perfect'))}
          {...register(relationship)}
        />
      </fieldset>
    );
  };

  return (
    <WizardLayout stepId="emergency-contact" onSubmit={onSubmit} isBusy={isSaving}>
      {contact(1)}
      <hr className="border-slate-200" />
      {contact(2)}
    </WizardLayout>
  );
}
