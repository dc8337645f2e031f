import { useWatch } from 'react-hook-form';
import { InputField } from '../../components/ui/input-field';
import { CARDS } from '../../lib/member-fields';
import { cardDetailsSchema, type CardDetails } from '../../../shared/schemas/card-details';
import { toFormValues, type FormValuesOf } from './form-values';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<CardDetails>;

const DEFAULTS: Values = {
  cardRedCard: '',
  cardWhiteCard: '',
  cardIncolink: '',
  cardCbus: '',
  cardUnion: '',
  cardTrafficController: '',
  licenceForklift: '',
  licenceForkliftExpiry: '',
  licenceEWP: '',
  licenceEWPExpiry: '',
};

const LICENCES = [
  {
    number: 'licenceForklift',
    label: 'Forklift License',
    expiry: 'licenceForkliftExpiry',
    expiryLabel: 'Forklift Expiry',
  },
  { number: 'licenceEWP', label: 'EWP License', expiry: 'licenceEWPExpiry', expiryLabel: 'EWP Expiry' },
] as const;

/** An expiry without its licence number is hidden on screen, so it is not kept either. */
function dropOrphanExpiries(values: CardDetails): CardDetails {
  const next = { ...values };
  for (const licence of LICENCES) if (next[licence.number].trim() === '') next[licence.expiry] = '';
  return next;
}

export function CardDetailsForm({ context }: { context: StepContext }) {
  const { form, onSubmit, isSaving } = useStepForm<Values, CardDetails>({
    stepId: 'card-details',
    context,
    schema: cardDetailsSchema(),
    defaultValues: toFormValues(DEFAULTS, context.source),
    prepare: dropOrphanExpiries,
  });
  const { register, control } = form;
  const numbers = useWatch({ control, name: ['licenceForklift', 'licenceEWP'] });
  const hasNumber = (i: number) => (numbers[i] ?? '').trim() !== '';
  const errors = form.formState.errors;

  return (
    <WizardLayout stepId="card-details" onSubmit={onSubmit} isBusy={isSaving}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Cards</legend>
        <p className="text-sm text-slate-600">
          Enter the number of each card you hold; leave the others blank.
        </p>
        {CARDS.map(([name, label]) => (
          <InputField
            key={name}
            label={label}
            autoComplete="off"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </fieldset>
      <hr className="border-slate-200" />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Licences</legend>
        {LICENCES.map((licence, i) => (
          <div key={licence.number} className="space-y-4">
            <InputField
              label={licence.label}
              autoComplete="off"
              error={errors[licence.number]?.message}
              {...register(licence.number)}
            />
            {hasNumber(i) && (
              <InputField
                label={licence.expiryLabel}
                isRequired
                type="date"
                error={errors[licence.expiry]?.message}
                {...register(licence.expiry)}
              />
            )}
          </div>
        ))}
      </fieldset>
    </WizardLayout>
  );
}
