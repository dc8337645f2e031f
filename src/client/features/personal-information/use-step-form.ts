import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import type { DraftSaveAnswer } from '../../../shared/answers/drafts';
import { REQUIRED_FIELDS_TOAST } from '../../../shared/schemas/fields';
import type { WizardStepId } from '../../../shared/tasks';
import { ApiError } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-message';
import { i18next } from '../../lib/i18n';
import english from '../../../shared/locales/en/wizard.json' with { type: 'json' };
import { translateMessage } from '../../lib/translate-message';
import { isNetworkFailure, isOnline, whenOnline } from '../../lib/offline/online-state';
import { useFormAutosave } from '../../lib/use-form-autosave';
import { toast, useDismissErrorToastsWhenFixed } from '../../lib/use-toast';
import { scrollToTopSoon, STEP_NAV } from './step-nav';
import { useSaveDraft, type StoredValues } from './use-drafts';
import { useMarkEditing } from './use-mark-editing';
import type { StepContext } from './use-step-source';

type FieldValues = Record<string, string | boolean>;

interface StepFormOptions<TValues extends FieldValues, TOutput extends StoredValues> {
  stepId: WizardStepId;
  context: StepContext;
  schema: z.core.$ZodType<TOutput>;
  defaultValues: TValues;
  /** The toast's description when fields are missing (the emergency step has its own words). */
  requiredDescription?: string;
  /** Checks outside the form (the photo); called on every Next so its error shows too. */
  checkExtra?: () => boolean;
  /** Moves focus to the failing outside check when every form field is fine. */
  focusExtra?: () => void;
  /** Tidies the values before saving, e.g. drops a hidden visa number. */
  prepare?: (values: TOutput) => TOutput;
  /** Runs after the draft is saved; false stops on this screen (it has said why). */
  afterSave?: (answer: DraftSaveAnswer, values: TOutput) => Promise<boolean>;
  /** Changes the form itself does not see (a new photo). */
  hasOtherChanges?: boolean;
}

/** Next pressed with no connection (issue 23): nothing is lost, and the step goes on by itself. */
export const OFFLINE_NEXT_TOAST = { title: english.toasts.offlineTitle, description: english.toasts.offline };

/** The same toast in the language shown. */
export const offlineNextToast = () => ({
  title: i18next.t('toasts.offlineTitle', { ns: 'wizard' }),
  description: i18next.t('toasts.offline', { ns: 'wizard' }),
});

/** The form-level toast's description when nothing is blank but a field is invalid. */
const fixHighlighted = () => i18next.t('toasts.fixHighlighted', { ns: 'wizard' });

/** The form-level toast: the schemas' English words, in the language shown. */
function toastRequired(description: string) {
  toast({
    title: translateMessage(REQUIRED_FIELDS_TOAST.title),
    description: translateMessage(description),
    variant: 'destructive',
  });
}

/**
 * One wizard screen's form: the step's shared zod schema, errors after a field was touched or
 * Next pressed; Next validates, saves the draft, moves on and scrolls to the top.
 */
export function useStepForm<TValues extends FieldValues, TOutput extends StoredValues>(
  options: StepFormOptions<TValues, TOutput>,
) {
  const { stepId, context, schema } = options;
  const [, navigate] = useLocation();
  const saveDraft = useSaveDraft(stepId);
  const [isSaving, setIsSaving] = useState(false);
  const requiredDescription = options.requiredDescription ?? REQUIRED_FIELDS_TOAST.description;

  // The form holds strings ('' for an unchosen gender); the schema decides what is valid. Errors
  // show once a field was left, then follow every change; after Next, every change.
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema as z.core.$ZodType<TOutput, TValues>),
    mode: 'onTouched',
    defaultValues: options.defaultValues as DefaultValues<TValues>,
  });

  useMarkEditing(context, form.formState.isDirty || !!options.hasOtherChanges);
  useDismissErrorToastsWhenFixed(Object.keys(form.formState.errors).length > 0);

  // Every change is kept as typed (issue 12): a reload, Back or a tab switch loses nothing.
  const autosave = useFormAutosave(form, stepId);

  // Next pressed offline: pressed again for the person once the connection returns, while this
  // screen is still open.
  const [isWaitingForOnline, setIsWaitingForOnline] = useState(false);
  const submitAgain = useRef<() => void>(() => undefined);
  const dismissOfflineToast = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!isWaitingForOnline) return;
    return whenOnline(() => {
      setIsWaitingForOnline(false);
      // It said the step goes on by itself: now it does, and the toast would cover the next step.
      dismissOfflineToast.current();
      submitAgain.current();
    });
  }, [isWaitingForOnline]);

  const showSaveError = (error: unknown, values: TOutput) => {
    if (isNetworkFailure(error)) {
      dismissOfflineToast.current = toast(offlineNextToast()).dismiss;
      setIsWaitingForOnline(true);
      return;
    }
    const fields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
    if (fields) {
      for (const [name, message] of Object.entries(fields)) {
        if (name in values) form.setError(name as Path<TValues>, { message }, { shouldFocus: true });
      }
      toastRequired(requiredDescription);
      return;
    }
    toast({
      title: i18next.t('toasts.saveFailed', { ns: 'wizard' }),
      description: translateMessage(serverMessage(error, i18next.t('toasts.notSaved', { ns: 'wizard' }))),
      variant: 'destructive',
    });
  };

  const save = async (values: TOutput) => {
    // No connection: no request (it would fail); what is typed stays queued by the autosave.
    if (!isOnline()) {
      showSaveError(new TypeError('Failed to fetch: offline'), values);
      return;
    }
    setIsSaving(true);
    // Next stores these values itself: an older autosave must not land after it.
    await autosave.settle();
    try {
      const answer = await saveDraft.mutateAsync(options.prepare ? options.prepare(values) : values);
      if (options.afterSave && !(await options.afterSave(answer, values))) return;
      navigate(STEP_NAV[stepId].next);
      scrollToTopSoon();
    } catch (error) {
      // Not confirmed, but what is typed is still kept.
      autosave.changed(form.getValues());
      showSaveError(error, values);
    } finally {
      setIsSaving(false);
    }
  };

  const onSubmit = (event?: FormEvent) => {
    const isExtraValid = options.checkExtra ? options.checkExtra() : true;
    return form.handleSubmit(
      async (values) => {
        if (isExtraValid) return save(values);
        toastRequired(requiredDescription);
        options.focusExtra?.();
      },
      (errors) => {
        // Every field filled, but one is wrong (a bad date, a mobile number too short): saying
        // 'All fields marked with * are required' would send the person looking for a blank.
        const values = form.getValues() as Record<string, unknown>;
        const hasBlank =
          !isExtraValid || Object.keys(errors).some((name) => String(values[name] ?? '').trim() === '');
        if (hasBlank) toastRequired(requiredDescription);
        else
          toast({
            title: translateMessage(REQUIRED_FIELDS_TOAST.title),
            description: fixHighlighted(),
            variant: 'destructive',
          });
      },
    )(event);
  };

  useEffect(() => {
    submitAgain.current = () => void onSubmit();
  });

  return { form, onSubmit, isSaving };
}
