import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NOT_QUOTED_CONSEQUENCE, TITLES, YES_NO, YES_NO_LABELS } from '../../../shared/choice-labels';
import { COUNTRIES } from '../../../shared/countries';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import {
  BASIS_OF_PAYMENT,
  BASIS_OF_PAYMENT_LABELS,
  canClaimUnder18,
  isSplitOf,
  RESIDENCY_LABELS,
  RESIDENCY_STATUSES,
  TAX_QUESTIONS,
  taxDeclarationSchema,
  TFN_EXEMPTION_LABELS,
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

const YES_NO_OPTIONS = YES_NO.map((value) => ({ value, label: YES_NO_LABELS[value] }));
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const HINT_ID = 'tax-submit-hint';

interface TaxFormProps {
  defaultValues: TaxFormValues;
  dateOfBirth: string;
  /** A declaration on file is being changed: the first change reopens the task. */
  isEditing: boolean;
}

/** The questions of NAT 3092, the collection notice above the TFN, and the initial. */
export function TaxForm({ defaultValues, dateOfBirth, isEditing }: TaxFormProps) {
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
    (c) => ({ value: c, label: TFN_EXEMPTION_LABELS[c] }),
  );
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
        title: 'Submission Failed',
        description: serverMessage(error, 'Please try again or contact support if the problem persists.'),
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
        title: 'Save failed',
        description: 'Your draft could not be saved. Please check your connection and try again.',
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
          hint="9 digits, as on your ATO letters or myGov"
          error={errors.taxFileNumber?.message}
        />
        {!hasTfn && (
          <RadioGroupField
            label="If you do not have a TFN to give us"
            hint="Choose one of these instead of a TFN."
            options={choices}
            error={errors.tfnExemption?.message}
            {...register('tfnExemption')}
          />
        )}
        {!hasTfn && values.tfnExemption === 'not-quoted' && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{NOT_QUOTED_CONSEQUENCE}</p>
        )}
        {!hasTfn && values.tfnExemption === 'applied' && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            Give us your TFN within 28 days: after that we must withhold tax at the top rate until you do.
          </p>
        )}
        <SelectField
          label={TAX_QUESTIONS.title}
          placeholder="No title"
          options={TITLES}
          error={errors.title?.message}
          {...register('title')}
        />
        <InputField
          label={TAX_QUESTIONS.familyName}
          isRequired
          autoComplete="family-name"
          maxLength={200}
          error={errors.familyName?.message}
          {...register('familyName')}
        />
        <InputField
          label={TAX_QUESTIONS.givenNames}
          isRequired
          autoComplete="given-name"
          maxLength={200}
          error={errors.givenNames?.message}
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
            label={TAX_QUESTIONS.firstName}
            isRequired
            hint="As your payroll should show it"
            autoComplete="off"
            maxLength={200}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <InputField
            label={TAX_QUESTIONS.middleName}
            autoComplete="off"
            maxLength={200}
            error={errors.middleName?.message}
            {...register('middleName')}
          />
        </div>
        <InputField
          label={TAX_QUESTIONS.previousFamilyName}
          hint="Only if you have changed your family name since you last dealt with the ATO."
          autoComplete="off"
          maxLength={200}
          error={errors.previousFamilyName?.message}
          {...register('previousFamilyName')}
        />
        <RadioGroupField
          label={TAX_QUESTIONS.basisOfPayment}
          isRequired
          options={BASIS_OF_PAYMENT.map((b) => ({ value: b, label: BASIS_OF_PAYMENT_LABELS[b] }))}
          error={errors.basisOfPayment?.message}
          {...register('basisOfPayment')}
        />
        <RadioGroupField
          label={TAX_QUESTIONS.australianResident}
          isRequired
          options={RESIDENCY_STATUSES.map((r) => ({ value: r, label: RESIDENCY_LABELS[r] }))}
          error={errors.australianResident?.message}
          {...register('australianResident')}
        />
        {values.australianResident === 'working-holiday-maker' && (
          <SelectField
            label={TAX_QUESTIONS.homeCountry}
            isRequired
            placeholder="Select country"
            options={COUNTRY_OPTIONS}
            error={errors.homeCountry?.message}
            {...register('homeCountry')}
          />
        )}
        <RadioGroupField
          label={TAX_QUESTIONS.claimTaxFreeThreshold}
          isRequired
          hint="Claim it from one payer at a time only. Answer no if you are a foreign resident or working holiday maker, unless you receive an Australian Government pension or allowance."
          options={YES_NO_OPTIONS}
          error={errors.claimTaxFreeThreshold?.message}
          {...register('claimTaxFreeThreshold')}
        />
        <RadioGroupField
          label={TAX_QUESTIONS.hasHELPDebt}
          isRequired
          options={YES_NO_OPTIONS}
          error={errors.hasHELPDebt?.message}
          {...register('hasHELPDebt')}
        />
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">Declaration date:</span> {formatIsoDay(signedOn)}, the
          day you sign
        </p>
        <div>
          <p className="mb-2 text-sm text-slate-700">
            I declare that the information I have given is true and correct.
          </p>
          <SignatureField
            mark="initials"
            label="Initial *"
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
              {errors.taxDeclarationSignature.message}
            </p>
          )}
        </div>
      </div>
      <p id={HINT_ID} className="text-sm text-slate-600">
        {isReady
          ? 'Ready to submit.'
          : 'Enter your TFN or choose an option instead, answer every question and initial to continue.'}
      </p>
      <SaveLine />
      <div className="flex flex-wrap-reverse gap-3">
        <Button
          variant="outline"
          className="grow basis-36 px-3 whitespace-nowrap"
          disabled={isLeaving || submit.isPending}
          onClick={() => void backToTasks()}
        >
          {isLeaving ? 'Saving...' : 'Back to Tasks'}
        </Button>
        <Button
          type="submit"
          className="grow basis-36 px-3 whitespace-nowrap"
          disabled={!isReady || submit.isPending}
          aria-describedby={HINT_ID}
        >
          {submit.isPending ? 'Submitting...' : 'Continue to Next Task'}
        </Button>
      </div>
    </form>
  );
}
