import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TITLES, YES_NO } from '../../../shared/choice-labels';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import {
  BASIS_OF_PAYMENT,
  canClaimUnder18,
  isSplitOf,
  RESIDENCY_STATUSES,
  taxDeclarationSchema,
  TFN_EXEMPTIONS,
  splitGivenNames,
  type TaxDeclaration,
} from '../../../shared/schemas/tax-declaration';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/input-field';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { SelectField } from '../../components/ui/select-field';
import { SaveLine } from '../../components/ui/save-line';
import { SignatureField } from '../../components/ui/signature-field';
import { TfnField } from '../../components/ui/tfn-field';
import { ApiError } from '../../lib/api-client';
import { clearEditMode } from '../../lib/edit-mode';
import { useGoHomeAfterTask } from '../../lib/submit-area';
import { serverMessage } from '../../lib/error-message';
import { useFormAutosave } from '../../lib/use-form-autosave';
import { useMarkTaskEditing } from '../../lib/use-mark-task-editing';
import { toast, useDismissErrorToastsWhenFixed } from '../../lib/use-toast';
import { useSubmitTaxDeclaration } from './tax-api';
import { isTaxFormReady, toTaxDraft, type TaxFormValues } from './tax-form-values';
import { formatIsoDay, todayIn } from './tax-format';
import { TfnNotice } from './tfn-notice';
import { useTimeZone } from '../../lib/use-time-zone';
import { useLocale } from '../../lib/language';
import { countryOptions } from './tax-countries';
import { Explain, useTaxWords } from './tax-words';

const HINT_ID = 'tax-submit-hint';

interface TaxFormProps {
  defaultValues: TaxFormValues;
  dateOfBirth: string;
  /** A declaration on file is being changed: the first change reopens the task. */
  isEditing: boolean;
}

/** The questions of NAT 3092, the collection notice above the TFN, and the initial. */
export function TaxForm({ defaultValues, dateOfBirth, isEditing }: TaxFormProps) {
  const { t, i18n, legal, choice, error: message } = useTaxWords();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const goHome = useGoHomeAfterTask();
  const email = defaultValues.email;
  const submit = useSubmitTaxDeclaration(email);
  const [isLeaving, setIsLeaving] = useState(false);
  const form = useForm<TaxFormValues, unknown, TaxDeclaration>({
    // The form holds strings ('' for an unanswered question); the schema decides what is valid.
    resolver: zodResolver(taxDeclarationSchema as z.core.$ZodType<TaxDeclaration, TaxFormValues>),
    mode: 'onTouched',
    defaultValues,
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const values = useWatch({ control }) as TaxFormValues;
  useMarkTaskEditing('tax-declaration', isEditing, form.formState.isDirty);
  // The answers are kept as typed (not the initial: each declaration is initialled afresh).
  const autosave = useFormAutosave(form, 'tax-declaration', toTaxDraft);

  const hasTfn = values.taxFileNumber.trim() !== '';
  // The declaration is dated the day it is signed in the employer's zone (the server sets it):
  // shown, not asked.
  const signedOn = todayIn(useTimeZone());
  const choices = TFN_EXEMPTIONS.filter((c) => c !== 'under18' || canClaimUnder18(dateOfBirth, signedOn)).map(
    (c) => ({ value: c, label: choice(`exemption.options.${c}`) }),
  );
  const yesNoOptions = YES_NO.map((value) => ({ value, label: choice(`yesNo.${value}`) }));
  const isReady = isTaxFormReady(values);

  const showServerFields = (fields: Record<string, string>) => {
    for (const [name, message] of Object.entries(fields)) {
      const field = name === 'signature' ? 'taxDeclarationSignature' : name;
      if (field in values) form.setError(field as keyof TaxFormValues, { message });
    }
  };

  const onSubmit = form.handleSubmit(async (declaration) => {
    // The declaration replaces the draft: no autosave may land after it.
    await autosave.settle();
    try {
      await submit.mutateAsync(declaration);
      clearEditMode();
      await goHome();
    } catch (error) {
      autosave.changed(toTaxDraft(form.getValues()));
      if (error instanceof ApiError && error.body?.fields) showServerFields(error.body.fields);
      toast({
        title: t('toasts.submitFailed'),
        description: message(serverMessage(error, t('toasts.submitFailedText'))),
        variant: 'destructive',
      });
    }
  });

  const backToTasks = async () => {
    setIsLeaving(true);
    const isSaved = await autosave.flush();
    setIsLeaving(false);
    if (!isSaved) {
      toast({
        title: t('toasts.saveFailed'),
        description: t('toasts.saveFailedText'),
        variant: 'destructive',
      });
      return;
    }
    // Nothing changed: next time the declaration on file shows read-only again.
    if (!form.formState.isDirty) clearEditMode();
    navigate('/');
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submit.isPending || undefined} className="space-y-5">
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <TfnNotice />
        <TfnField
          registration={register('taxFileNumber')}
          label={legal('tfn.label')}
          hint={
            <>
              {t('tfn.hint')}
              <Explain>{t('tfn.explain')}</Explain>
            </>
          }
          error={message(errors.taxFileNumber?.message)}
        />
        {!hasTfn && (
          <RadioGroupField
            label={t('exemption.label')}
            hint={t('exemption.hint')}
            options={choices}
            error={message(errors.tfnExemption?.message)}
            {...register('tfnExemption')}
          />
        )}
        {!hasTfn && values.tfnExemption === 'not-quoted' && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('exemption.notQuoted')}</p>
        )}
        {!hasTfn && values.tfnExemption === 'applied' && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('exemption.applied')}</p>
        )}
        <SelectField
          label={legal('questions.title')}
          placeholder={t('placeholders.title')}
          options={TITLES}
          error={message(errors.title?.message)}
          {...register('title')}
        />
        <InputField
          label={legal('questions.familyName', true)}
          aria-required
          autoComplete="family-name"
          maxLength={200}
          error={message(errors.familyName?.message)}
          {...register('familyName')}
        />
        <InputField
          label={legal('questions.givenNames', true)}
          aria-required
          autoComplete="given-name"
          maxLength={200}
          error={message(errors.givenNames?.message)}
          {...register('givenNames', {
            // First and middle follow the given names until the hire splits them otherwise.
            onChange: (event: { target: { value: string } }) => {
              const given = event.target.value;
              if (isSplitOf(given, form.getValues())) return;
              const names = splitGivenNames(given);
              form.setValue('firstName', names.firstName);
              form.setValue('middleName', names.middleName);
            },
          })}
        />
        <div className="grid grid-cols-2 gap-3">
          <InputField
            label={legal('questions.firstName', true)}
            aria-required
            hint={t('hints.firstName')}
            autoComplete="off"
            maxLength={200}
            error={message(errors.firstName?.message)}
            {...register('firstName')}
          />
          <InputField
            label={legal('questions.middleName')}
            autoComplete="off"
            maxLength={200}
            error={message(errors.middleName?.message)}
            {...register('middleName')}
          />
        </div>
        <InputField
          label={legal('questions.previousFamilyName')}
          hint={t('hints.previousFamilyName')}
          autoComplete="off"
          maxLength={200}
          error={message(errors.previousFamilyName?.message)}
          {...register('previousFamilyName')}
        />
        <RadioGroupField
          label={legal('questions.basisOfPayment', true)}
          options={BASIS_OF_PAYMENT.map((b) => ({ value: b, label: choice(`basis.${b}`) }))}
          error={message(errors.basisOfPayment?.message)}
          {...register('basisOfPayment')}
        />
        <RadioGroupField
          label={legal('questions.australianResident', true)}
          hint={<Explain>{t('explain.residency')}</Explain>}
          options={RESIDENCY_STATUSES.map((r) => ({
            value: r,
            label: choice(`residency.${r}`),
            detail: r === 'working-holiday-maker' ? t('explain.workingHoliday') : undefined,
          }))}
          error={message(errors.australianResident?.message)}
          {...register('australianResident')}
        />
        {values.australianResident === 'working-holiday-maker' && (
          <SelectField
            label={legal('questions.homeCountry', true)}
            aria-required
            placeholder={t('placeholders.country')}
            options={countryOptions(i18n.language, locale)}
            error={message(errors.homeCountry?.message)}
            {...register('homeCountry')}
          />
        )}
        <RadioGroupField
          label={legal('questions.claimTaxFreeThreshold', true)}
          hint={
            <>
              {t('hints.claimTaxFreeThreshold')}
              <Explain>{t('explain.threshold')}</Explain>
            </>
          }
          options={yesNoOptions}
          error={message(errors.claimTaxFreeThreshold?.message)}
          {...register('claimTaxFreeThreshold')}
        />
        <RadioGroupField
          label={legal('questions.hasHELPDebt', true)}
          hint={<Explain>{t('explain.loans')}</Explain>}
          options={yesNoOptions}
          error={message(errors.hasHELPDebt?.message)}
          {...register('hasHELPDebt')}
        />
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">{t('declaration.dateLabel')}</span>{' '}
          {t('declaration.date', { date: formatIsoDay(signedOn, locale) })}
        </p>
        <div>
          <p className="mb-2 text-sm text-slate-700">{legal('declaration.statement')}</p>
          <SignatureField
            mark="initials"
            label={t('declaration.initial')}
            onChange={(dataUrl) =>
              form.setValue('taxDeclarationSignature', dataUrl ?? '', {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            hasError={!!errors.taxDeclarationSignature}
            describedBy={HINT_ID}
          />
          {errors.taxDeclarationSignature && (
            <p className="mt-1.5 text-sm font-medium text-red-700">
              {message(errors.taxDeclarationSignature.message)}
            </p>
          )}
        </div>
      </div>
      <p id={HINT_ID} className="text-sm text-slate-600">
        {isReady ? t('ready.yes') : t('ready.no')}
      </p>
      <SaveLine />
      <div className="flex flex-wrap-reverse gap-3">
        <Button
          variant="outline"
          className="grow basis-36 px-3 whitespace-nowrap"
          disabled={isLeaving || submit.isPending}
          onClick={() => void backToTasks()}
        >
          {isLeaving ? t('actions.saving') : t('actions.backToTasks')}
        </Button>
        <Button
          type="submit"
          className="grow basis-36 px-3 whitespace-nowrap"
          disabled={!isReady || submit.isPending}
          aria-describedby={HINT_ID}
        >
          {submit.isPending ? t('actions.submitting') : t('actions.continue')}
        </Button>
      </div>
    </form>
  );
}
