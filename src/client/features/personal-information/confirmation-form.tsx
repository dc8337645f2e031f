import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { LegalText } from '../../components/ui/legal-text';
import { SignatureField } from '../../components/ui/signature-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { confirmationSchema, INITIAL_HINT, type Confirmation } from '../../../shared/schemas/confirmation';
import { REQUIRED_FIELDS_TOAST } from '../../../shared/schemas/fields';
import { isOnline } from '../../lib/offline/online-state';
import { translateMessage, useTranslateMessage } from '../../lib/translate-message';
import { useFormAutosave } from '../../lib/use-form-autosave';
import { toast, useDismissErrorToastsWhenFixed } from '../../lib/use-toast';
import { CompletionChecklist } from './confirmation/completion-checklist';
import { ReviewEntries } from './confirmation/review-entries';
import { useContinueWhenOnline } from './confirmation/use-continue-when-online';
import { useSubmitMember } from './confirmation/use-submit-member';
import { toFormValues } from './form-values';
import { useMarkEditing } from './use-mark-editing';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

const HINT_ID = 'initial-hint';
/**
 * What the initial below stands for (the spec is silent; a declaration makes the initial mean
 * something): signed in English, with a translation under it in another language.
 */
export const DECLARATION = 'I declare the information I have given is true and correct.';

/**
 * 'Confirm and Submit': notes, a drawn initial and the other forms' checklist. 'Continue to Next
 * Task' appears once initialled and saves the whole member.
 */
export function ConfirmationForm({ context }: { context: StepContext }) {
  const { t } = useTranslation('wizard');
  const translate = useTranslateMessage();
  const submit = useSubmitMember(context);
  // The notes come back from a draft or the member; the initial only from this application's draft.
  const draftInitial = context.drafts.confirmation?.signature;
  const defaults = {
    ...toFormValues({ notes: '' }, context.source),
    signature: typeof draftInitial === 'string' ? draftInitial : '',
  };
  const form = useForm<z.input<ReturnType<typeof confirmationSchema>>, unknown, Confirmation>({
    resolver: zodResolver(confirmationSchema()),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  useMarkEditing(context, form.formState.isDirty);
  const errors = form.formState.errors;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const hasInitial = useWatch({ control: form.control, name: 'signature' }) !== '';

  const autosave = useFormAutosave(form, 'confirmation');

  const waitForOnline = useContinueWhenOnline();
  const onSubmit = form.handleSubmit(
    async (values) => {
      // The submission stores these values and removes the drafts: no autosave may follow it.
      await autosave.settle();
      // No connection: nothing is sent (it cannot arrive); the notes and initial stay queued.
      if (!isOnline()) {
        autosave.changed(form.getValues());
        waitForOnline(() => void onSubmit());
        return;
      }
      submit.mutate(values, { onError: () => autosave.changed(form.getValues()) });
    },
    () =>
      toast({
        title: translateMessage(REQUIRED_FIELDS_TOAST.title),
        description: translateMessage(REQUIRED_FIELDS_TOAST.description),
        variant: 'destructive',
      }),
  );

  return (
    <WizardLayout
      stepId="confirmation"
      onSubmit={onSubmit}
      isBusy={submit.isPending}
      showNext={hasInitial}
      nextLabel={t('confirmation.continue')}
      busyLabel={t('confirmation.submitting')}
    >
      <ReviewEntries drafts={context.drafts} member={context.isEditMode ? context.member : null} />
      <TextareaField
        label={t('confirmation.notes')}
        rows={4}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <div>
        <div className="mb-3 font-medium text-slate-900">
          <LegalText english={DECLARATION} translation={t('confirmation.declarationTranslation')} />
        </div>
        <SignatureField
          mark="initials"
          label={`${t('confirmation.initial')} *`}
          initialValue={defaults.signature || null}
          onChange={(dataUrl) =>
            form.setValue('signature', dataUrl ?? '', { shouldValidate: form.formState.isSubmitted })
          }
          hasError={!!errors.signature}
          describedBy={HINT_ID}
        />
        <p
          id={HINT_ID}
          className={
            hasInitial ? 'mt-1.5 text-sm text-green-700' : 'mt-1.5 text-sm font-medium text-amber-800'
          }
        >
          {hasInitial ? t('confirmation.initialled') : translate(INITIAL_HINT)}
        </p>
      </div>
      <CompletionChecklist status={context.status} />
    </WizardLayout>
  );
}
