import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-client';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import {
  HEALTH_INFORMATION_HINT,
  HEALTH_INFORMATION_LABEL,
  HEALTH_TICK_OWNER_ONLY_NOTE,
  RECIPIENT_VALIDATION_TOAST,
} from '../../../../shared/schemas/notification-recipient';
import { useAdminSession } from '../use-admin-session';
import {
  recipientFormSchema,
  type Recipient,
  type RecipientFormOutput,
  type RecipientFormValues,
} from './recipient-api';
import { useAddRecipient, useUpdateRecipient } from './use-recipient-mutations';

const EMPTY: RecipientFormValues = { name: '', email: '', receivesHealthInformation: false };

interface RecipientFormProps {
  /** The recipient being edited; adding a new one when absent. */
  editing?: Recipient;
  onDoneEditing: () => void;
  /** The card's title and description when adding, if not 'Add Recipient' (the setup screen). */
  addTitle?: string;
  addDescription?: string;
}

export function RecipientForm({ editing, onDoneEditing, addTitle, addDescription }: RecipientFormProps) {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    RecipientFormValues,
    unknown,
    RecipientFormOutput
  >({
    resolver: zodResolver(recipientFormSchema),
    defaultValues: editing
      ? {
          name: editing.name,
          email: editing.email,
          receivesHealthInformation: editing.receivesHealthInformation,
        }
      : EMPTY,
  });
  const healthHintId = useId();
  // Only an owner gives health information (issue 36 item 3): HR is not offered the tick, and
  // may only clear it on a recipient who has it; the note says why.
  const role = useAdminSession().data?.role;
  const ownerOnly = role !== undefined && role !== 'owner';
  const offersTick = !ownerOnly || editing?.receivesHealthInformation === true;

  // The server names the field it refused (a duplicate email); show it under that field too.
  const showFieldErrors = (error: unknown) => {
    const fields = error instanceof ApiError ? error.body?.fields : undefined;
    for (const field of ['name', 'email'] as const) {
      if (fields?.[field]) setError(field, { message: fields[field] });
    }
  };
  const add = useAddRecipient(() => {
    reset(EMPTY);
    setFocus('name');
  }, showFieldErrors);
  const update = useUpdateRecipient(onDoneEditing, showFieldErrors);
  const isPending = add.isPending || update.isPending;

  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);

  const onValid = (values: RecipientFormOutput) => {
    if (isPending) return;
    if (editing) update.mutate({ id: editing.id, changes: values });
    else add.mutate(values);
  };
  const onInvalid = () => toast({ ...RECIPIENT_VALIDATION_TOAST, variant: 'destructive' });

  const { errors } = formState;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  return (
    <SectionCard
      title={editing ? 'Edit Recipient' : (addTitle ?? 'Add Recipient')}
      description={
        editing
          ? `Changing the details of ${editing.name}.`
          : (addDescription ??
            'Active recipients receive an email with the application PDF whenever a new hire submits.')
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="grid items-start gap-4 md:grid-cols-[1fr_1fr_auto]"
      >
        <InputField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <InputField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="md:col-span-3 md:row-start-2">
          {offersTick ? (
            <CheckboxField
              label={HEALTH_INFORMATION_LABEL}
              aria-describedby={healthHintId}
              {...register('receivesHealthInformation')}
            />
          ) : (
            <p className="text-sm font-medium text-slate-800">Health information: not sent</p>
          )}
          <p id={healthHintId} className="text-sm text-slate-600">
            {HEALTH_INFORMATION_HINT}
            {ownerOnly && ` ${HEALTH_TICK_OWNER_ONLY_NOTE}`}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row md:mt-6.5">
          {editing && (
            <Button variant="outline" className="min-h-12" onClick={onDoneEditing} disabled={isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={isPending} className="min-h-12 whitespace-nowrap">
            {isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Recipient'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
