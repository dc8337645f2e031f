import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import {
  FUND_CHOICES,
  superfundChoiceSchema,
  type SuperfundChoice,
} from '../../../shared/schemas/superfund-choice';
import { dayOf } from '../../../shared/date-time-format';
import type { ConfigAnswer } from '../../../shared/schemas/answers';
import { formatAbn } from '../../../shared/validators/abn';
import { useConfig } from '../../lib/use-config';
import { superGuaranteeRow } from '../../../shared/super-rate';
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
import { Explain, useSuperWords } from './super-words';

type ShownFund = ConfigAnswer['defaultFund'];

/** The three ways to choose; OPTION 1 names the employer's default fund (settings). */
function useOptions(fund: ShownFund | undefined): RadioOption[] {
  const { t, choice: option } = useSuperWords();
  return FUND_CHOICES.map((choice) => ({
    value: choice,
    label: option(`options.${choice}`),
    detail:
      choice === 'cbus' ? (
        <>
          {fund
            ? `${fund.name}: ABN ${formatAbn(fund.abn)}, ${fund.kind === 'apra' ? 'USI' : 'ESA'} ${fund.usi}`
            : null}
          <Explain>{t('explain.defaultFund')}</Explain>
          <span className="mt-1 block text-amber-900">{t('form.defaultFundHint')}</span>
        </>
      ) : undefined,
  }));
}

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
  const { t, legal, error: message } = useSuperWords();
  const { t: signatureWords } = useTranslation('signature');
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
  const { rate, base } = superGuaranteeRow(dayOf(new Date(), useTimeZone()));
  const duty = t('form.duty', { rate, base: base === 'qualifying earnings' ? 'qualifying' : 'ordinary' });
  const fund = useConfig()?.defaultFund;
  const options = useOptions(fund);

  const onSubmit = form.handleSubmit(
    async (choice) => {
      // The saved choice replaces the draft: no autosave may land after it.
      await autosave.settle();
      try {
        await save.mutateAsync(choice);
        void autosave.discard();
        toast({ title: t('toasts.success'), description: t('toasts.saved') });
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
          title: t('toasts.error'),
          description: message(serverMessage(error, t('toasts.saveFailed'))),
          variant: 'destructive',
        });
      }
    },
    () =>
      toast({
        title: t('toasts.requiredTitle'),
        description: t('toasts.requiredText'),
        variant: 'destructive',
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending || undefined} className="space-y-5">
      <section
        aria-labelledby="superfund-form-heading"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="superfund-form-heading" className="text-xl font-semibold text-slate-900">
            {isUpdate ? t('form.updateHeading') : t('form.heading')}
          </h2>
          <p className="mt-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
            {duty} {t('form.chooseWhere')}
          </p>
        </div>
        <RadioGroupField
          label={legal('form.fundQuestion', true)}
          hint={<Explain>{t('explain.fund')}</Explain>}
          options={options}
          error={message(errors.fundChoice?.message)}
          {...register('fundChoice')}
        />
        {fundChoice === 'cbus' && (
          <InputField
            label={legal('fields.cbusMemberNumber')}
            hint={t('form.memberHint', { fund: fund?.name ?? t('form.theDefaultFund') })}
            autoComplete="off"
            error={message(errors.cbusMemberNumber?.message)}
            dir="ltr"
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
          <p className="rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
            {t('form.tfnFromTaxDeclaration')}
          </p>
        ) : (
          <TfnField
            registration={register('taxFileNumber')}
            label={legal('fields.taxFileNumber')}
            hint={t('form.tfnHint')}
            error={message(errors.taxFileNumber?.message)}
          />
        )}
        <div>
          <SignatureField
            mark="signature"
            label={t('form.signature')}
            padLabel={signatureWords('adopt.signaturePad')}
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
            <p className="mt-1.5 text-sm font-medium text-red-700">
              {message(errors.superfundSignature.message)}
            </p>
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
          {t('actions.backToTasks')}
        </Button>
        <Button type="submit" className="grow basis-36 px-3 whitespace-nowrap" disabled={save.isPending}>
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
