import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { REQUIRED_FIELDS_TOAST } from '../../../shared/schemas/fields';
import {
  DEFAULT_FUND_HINT,
  FUND_CHOICE_LABELS,
  FUND_CHOICES,
  superfundChoiceSchema,
  type SuperfundChoice,
  TFN_FROM_TAX_DECLARATION,
} from '../../../shared/schemas/superfund-choice';
import { dayOf } from '../../../shared/date-time-format';
import type { ConfigAnswer } from '../../../shared/schemas/answers';
import { formatAbn } from '../../../shared/validators/abn';
import { useConfig } from '../../lib/use-config';
import { superGuaranteeStatement } from '../../../shared/super-rate';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/input-field';
import { RadioGroupField, type RadioOption } from '../../components/ui/radio-group-field';
import { SaveLine } from '../../components/ui/save-line';
import { SignatureField } from '../../components/ui/signature-field';
import { TfnField } from '../../components/ui/tfn-field';
import { ApiError } from '../../lib/api-client';
import { clearEditMode } from '../../lib/edit-mode';
import { useGoHomeAfterTask } from '../../lib/submit-area';
import { serverMessage } from '../../lib/error-message';
import { useFormAutosave } from '../../lib/use-form-autosave';
import { useMarkTaskEditing } from '../../lib/use-mark-task-editing';
import { useTimeZone } from '../../lib/use-time-zone';
import { toast, useDismissErrorToastsWhenFixed } from '../../lib/use-toast';
import { OwnFundFields } from './own-fund-fields';
import { useSaveSuperfundChoice } from './superfund-api';
import { toSuperfundDraft, type SuperfundFormValues } from './superfund-form-values';

type ShownFund = ConfigAnswer['defaultFund'];

/** The three ways to choose; OPTION 1 names the employer's default fund (settings). */
const options = (fund: ShownFund | undefined): RadioOption[] =>
  FUND_CHOICES.map((choice) => ({
    value: choice,
    label: FUND_CHOICE_LABELS[choice],
    detail:
      choice === 'cbus' ? (
        <>
          {fund
            ? `${fund.name}: ABN ${formatAbn(fund.abn)}, ${fund.kind === 'apra' ? 'USI' : 'ESA'} ${fund.usi}`
            : null}
          <span className="mt-1 block text-amber-900">{DEFAULT_FUND_HINT}</span>
        </>
      ) : undefined,
  }));

interface SuperfundFormProps {
  defaultValues: SuperfundFormValues;
  /** A saved choice is being changed: the title says so, and the first change reopens the task. */
  isUpdate: boolean;
  /**
   * The TFN is the tax declaration's (already in defaultValues): the fund gets that one, so no
   * field asks for it. Otherwise the field is there, optional (NAT 13080 does not require one).
   */
  hasDeclaredTfn?: boolean;
}

/** NAT 13080's three ways to choose, the TFN and the 600x200 signature. */
export function SuperfundForm({ defaultValues, isUpdate, hasDeclaredTfn = false }: SuperfundFormProps) {
  const [, navigate] = useLocation();
  const goHome = useGoHomeAfterTask();
  const save = useSaveSuperfundChoice(defaultValues.email);
  const form = useForm<SuperfundFormValues, unknown, SuperfundChoice>({
    // The form holds every field as a string; the schema decides which count for the choice made.
    resolver: zodResolver(superfundChoiceSchema as z.core.$ZodType<SuperfundChoice, SuperfundFormValues>),
    mode: 'onTouched',
    defaultValues,
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const [fundChoice, isSmsf] = useWatch({ control, name: ['fundChoice', 'isSMSF'] });
  useMarkTaskEditing('superfund-choice', isUpdate, form.formState.isDirty);
  // What is typed is kept (not the signature: the choice is signed afresh when saved).
  const autosave = useFormAutosave(form, 'superfund-choice', toSuperfundDraft);
  // The rate of the day the server will date the signature: the employer's zone's today.
  const duty = superGuaranteeStatement(dayOf(new Date(), useTimeZone()));
  const fund = useConfig()?.defaultFund;

  const onSubmit = form.handleSubmit(
    async (choice) => {
      // The saved choice replaces the draft: no autosave may land after it.
      await autosave.settle();
      try {
        await save.mutateAsync(choice);
        void autosave.discard();
        toast({ title: 'Success', description: 'Your superfund choice has been saved successfully.' });
        clearEditMode();
        await goHome();
      } catch (error) {
        autosave.changed(toSuperfundDraft(form.getValues()));
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          const field = name === 'signature' ? 'superfundSignature' : name;
          if (field in defaultValues) form.setError(field as keyof SuperfundFormValues, { message });
        }
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to save superfund choice. Please try again.'),
          variant: 'destructive',
        });
      }
    },
    () => toast({ ...REQUIRED_FIELDS_TOAST, variant: 'destructive' }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending || undefined} className="space-y-5">
      <section
        aria-labelledby="superfund-form-heading"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="superfund-form-heading" className="text-xl font-semibold text-slate-900">
            {isUpdate ? 'Update SuperFund Choice' : 'SuperFund Choice Form'}
          </h2>
          <p className="mt-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
            {duty} Choose where it is paid.
          </p>
        </div>
        <RadioGroupField
          label="Your super fund"
          isRequired
          options={options(fund)}
          error={errors.fundChoice?.message}
          {...register('fundChoice')}
        />
        {fundChoice === 'cbus' && (
          <InputField
            label="Default Fund Member Number"
            hint={`If you already have an account with ${fund?.name ?? 'the default fund'}`}
            autoComplete="off"
            error={errors.cbusMemberNumber?.message}
            {...register('cbusMemberNumber')}
          />
        )}
        {fundChoice === 'custom' && (
          <OwnFundFields
            register={register}
            setValue={form.setValue}
            errors={errors}
            isSmsf={isSmsf === 'yes'}
          />
        )}
        {hasDeclaredTfn ? (
          <p className="rounded-xl bg-brand-50 p-3 text-sm text-slate-800">{TFN_FROM_TAX_DECLARATION}</p>
        ) : (
          <TfnField
            registration={register('taxFileNumber')}
            hint="Optional: 9 digits. Leave it blank if you do not have one yet."
            error={errors.taxFileNumber?.message}
          />
        )}
        <div>
          <SignatureField
            mark="signature"
            label="Signature *"
            padLabel="Signature pad"
            width={600}
            height={200}
            // At least 150 px high to sign in on a 360 px phone (issue 23, item 10).
            minHeight={150}
            onChange={(dataUrl) =>
              form.setValue('superfundSignature', dataUrl ?? '', {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            hasError={!!errors.superfundSignature}
          />
          {errors.superfundSignature && (
            <p className="mt-1.5 text-sm font-medium text-red-700">{errors.superfundSignature.message}</p>
          )}
        </div>
      </section>
      <SaveLine />
      <div className="flex flex-wrap-reverse gap-3">
        <Button
          variant="outline"
          className="grow basis-36 px-3 whitespace-nowrap"
          onClick={() => {
            // Nothing changed: next time the saved choice shows as a summary again.
            if (!form.formState.isDirty) clearEditMode();
            navigate('/');
          }}
        >
          Back to Tasks
        </Button>
        <Button type="submit" className="grow basis-36 px-3 whitespace-nowrap" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save SuperFund Choice'}
        </Button>
      </div>
    </form>
  );
}
