import { useWatch, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import {
  classificationsOf,
  ENTERPRISE_AGREEMENT,
  ENTERPRISE_AGREEMENT_LABEL,
  MODERN_AWARDS,
} from '../../../../shared/employment/awards';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  PAY_RATE_UNIT_LABELS,
  PAY_RATE_UNITS,
  PAY_SCHEDULE_LABELS,
  PAY_SCHEDULES,
  STP_INCOME_TYPE_LABELS,
  STP_INCOME_TYPES,
} from '../../../../shared/employment/employment-types';
import type { EmploymentDetailsInput } from '../../../../shared/schemas/employment';

type WithEmployment = { employment?: EmploymentDetailsInput | null };

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const TYPE_OPTIONS = options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS);
const SCHEDULE_OPTIONS = options(PAY_SCHEDULES, PAY_SCHEDULE_LABELS);
const UNIT_OPTIONS = options(PAY_RATE_UNITS, PAY_RATE_UNIT_LABELS);
const INCOME_TYPE_OPTIONS = options(STP_INCOME_TYPES, STP_INCOME_TYPE_LABELS);
const INSTRUMENT_OPTIONS = [
  ...MODERN_AWARDS.map((award) => ({ value: award.code, label: `${award.title} [${award.code}]` })),
  { value: ENTERPRISE_AGREEMENT, label: ENTERPRISE_AGREEMENT_LABEL },
];

/** An empty set of details, as the form holds them before HR chooses. */
export const EMPTY_EMPLOYMENT = {
  employmentType: '',
  endDate: '',
  paySchedule: '',
  instrument: '',
  agreementName: '',
  classification: '',
  hoursPerWeek: '',
  payRate: '',
  payRateUnit: '',
  lslNumber: '',
  incomeType: '',
} as unknown as EmploymentDetailsInput;

/**
 * The employer's side of the employment (decision 099), for the invitation and the application's
 * Employment card: the end date only for a fixed-term contract, the agreement's name only for an
 * agreement, and the award's own classifications where we ship them (else HR types one).
 */
export function EmploymentFields<T extends WithEmployment>({
  form,
  lslNumberLabel,
}: {
  form: UseFormReturn<T>;
  /** The site's scheme's word for the number ('Worker number'), when the site is known. */
  lslNumberLabel?: string;
}) {
  const { register, control } = form;
  const name = (key: keyof EmploymentDetailsInput) => `employment.${key}` as Path<T>;
  const type = useWatch({ control, name: name('employmentType') }) as string | undefined;
  const instrument = useWatch({ control, name: name('instrument') }) as string | undefined;
  const errors = ((form.formState.errors as FieldErrors<WithEmployment>).employment ??
    {}) as FieldErrors<EmploymentDetailsInput>;
  const classifications = classificationsOf(instrument ?? '');
  return (
    <>
      <SelectField
        label="Employment type"
        isRequired
        placeholder="Select employment type"
        options={TYPE_OPTIONS}
        hint="Yours to decide (Fair Work Act s 15A): it sets the tax form's default and the Fair Work statements."
        error={errors.employmentType?.message}
        {...register(name('employmentType'))}
      />
      {type === 'fixed-term' && (
        <InputField
          label="Contract end date"
          isRequired
          type="date"
          error={errors.endDate?.message}
          {...register(name('endDate'))}
        />
      )}
      <SelectField
        label="Award or agreement"
        isRequired
        placeholder="Select award or agreement"
        options={INSTRUMENT_OPTIONS}
        error={errors.instrument?.message}
        {...register(name('instrument'))}
      />
      {instrument === ENTERPRISE_AGREEMENT && (
        <InputField
          label="Agreement name"
          isRequired
          autoComplete="off"
          error={errors.agreementName?.message}
          {...register(name('agreementName'))}
        />
      )}
      {classifications.length > 0 ? (
        <SelectField
          key={instrument}
          label="Classification (optional)"
          placeholder="Select classification"
          options={classifications.map((c) => ({ value: c.code, label: c.label }))}
          error={errors.classification?.message}
          {...register(name('classification'))}
        />
      ) : (
        <InputField
          label="Classification (optional)"
          autoComplete="off"
          error={errors.classification?.message}
          {...register(name('classification'))}
        />
      )}
      <InputField
        label={type === 'casual' ? 'Ordinary hours a week (optional)' : 'Ordinary hours a week'}
        isRequired={type !== 'casual'}
        inputMode="decimal"
        autoComplete="off"
        error={errors.hoursPerWeek?.message}
        {...register(name('hoursPerWeek'))}
      />
      <InputField
        label="Pay rate ($)"
        isRequired
        inputMode="decimal"
        autoComplete="off"
        error={errors.payRate?.message}
        {...register(name('payRate'))}
      />
      <SelectField
        label="Rate unit"
        isRequired
        placeholder="Select rate unit"
        options={UNIT_OPTIONS}
        error={errors.payRateUnit?.message}
        {...register(name('payRateUnit'))}
      />
      <SelectField
        label="Pay schedule"
        isRequired
        placeholder="Select pay schedule"
        options={SCHEDULE_OPTIONS}
        error={errors.paySchedule?.message}
        {...register(name('paySchedule'))}
      />
      <InputField
        label={`${lslNumberLabel ?? 'Long service leave scheme number'} (optional)`}
        autoComplete="off"
        hint="The hire's number with the state's portable long service leave scheme, if they have one."
        error={errors.lslNumber?.message}
        {...register(name('lslNumber'))}
      />
      <SelectField
        label="STP income type"
        placeholder="From the hire's tax declaration"
        options={INCOME_TYPE_OPTIONS}
        hint="Yours to decide: left to the tax declaration, a working holiday maker is reported as one. A different answer from the hire is flagged to you."
        error={errors.incomeType?.message}
        {...register(name('incomeType'))}
      />
    </>
  );
}
