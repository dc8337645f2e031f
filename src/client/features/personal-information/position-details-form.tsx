import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/ui/detail-list';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import { positionDetailsSchema, type PositionDetails } from '../../../shared/schemas/position-details';
import { useSiteOptions } from '../../lib/active-sites';
import type { InvitationPrefill } from '../../../shared/answers/applications';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';
import { useEmploymentRows } from './employment-rows';

type Values = FormValuesOf<PositionDetails>;

interface PositionDetailsFormProps {
  context: StepContext;
  /** The employer's name from GET /api/config; prefills the company field. */
  companyName: string;
  /** An invited hire's position details from HR (issue 25): the company is not theirs to change. */
  prefill?: InvitationPrefill | null;
}

export function PositionDetailsForm({ context, companyName, prefill }: PositionDetailsFormProps) {
  const { t } = useTranslation('wizard');
  const defaults: Values = prefill
    ? {
        companyBeingEmployedBy: prefill.companyBeingEmployedBy || companyName,
        position: prefill.position,
        department: prefill.department,
        location: prefill.location,
        plannedStartDate: prefill.plannedStartDate,
      }
    : {
        companyBeingEmployedBy: companyName,
        position: '',
        department: '',
        location: '',
        plannedStartDate: '',
      };
  const source =
    prefill && context.source
      ? { ...context.source, companyBeingEmployedBy: defaults.companyBeingEmployedBy }
      : context.source;
  const { form, onSubmit, isSaving } = useStepForm<Values, PositionDetails>({
    stepId: 'position-details',
    context,
    schema: positionDetailsSchema(),
    defaultValues: toFormValues(defaults, source),
  });
  const { register } = form;
  const errors = form.formState.errors;
  const sites = useSiteOptions();

  return (
    <WizardLayout stepId="position-details" onSubmit={onSubmit} isBusy={isSaving}>
      <InputField
        label={t('position.company')}
        isRequired
        autoComplete="organization"
        readOnly={!!prefill}
        hint={prefill ? t('position.setByEmployer') : undefined}
        error={errors.companyBeingEmployedBy?.message}
        {...register('companyBeingEmployedBy')}
      />
      <InputField
        label={t('position.position')}
        isRequired
        autoComplete="organization-title"
        error={errors.position?.message}
        {...register('position')}
      />
      <InputField
        label={t('position.department')}
        isRequired
        autoComplete="off"
        error={errors.department?.message}
        {...register('department')}
      />
      <SelectField
        // Mounted again once the sites arrive, so a saved or prefilled Location shows as chosen.
        key={sites.length}
        label={t('position.location')}
        isRequired
        placeholder={t('position.selectLocation')}
        options={sites}
        error={errors.location?.message}
        {...register('location')}
      />
      <InputField
        label={t('position.startDate')}
        isRequired
        type="date"
        error={errors.plannedStartDate?.message}
        {...register('plannedStartDate')}
      />
      {prefill?.employment?.employment && <EmploymentCard view={prefill.employment} />}
    </WizardLayout>
  );
}

/**
 * How the employer employs the hire (decision 099): set by HR, read here, never typed by the hire.
 * If something is wrong, the hire tells HR; the tax form's basis of payment starts from it.
 */
function EmploymentCard({ view }: { view: NonNullable<InvitationPrefill['employment']> }) {
  const { t } = useTranslation('wizard');
  const employmentRows = useEmploymentRows();
  return (
    <section
      aria-label={t('position.employment.heading')}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 className="font-semibold text-slate-900">{t('position.employment.heading')}</h2>
      <p className="mb-2 text-sm text-slate-600">{t('position.employment.intro')}</p>
      <DetailList rows={employmentRows(view.employment!, view)} />
    </section>
  );
}
