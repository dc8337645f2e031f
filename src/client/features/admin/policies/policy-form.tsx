import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/use-toast';
import {
  DOCUMENT_TYPES,
  documentTypeLabel,
  QUESTION_TEXT_REQUIRED,
} from '../../../../shared/schemas/policy-document';
import type { PolicyDocumentRow } from './policy-api';
import {
  INCOMPLETE_QUESTIONS_TITLE,
  MISSING_INFORMATION_TOAST,
  policyFormSchema,
  REQUIRED_POLICY_FIELDS,
  type PolicyFormOutput,
  type PolicyFormValues,
} from './policy-form-schema';
import { PolicyContentField } from './policy-content-field';
import { PolicyQuestionsField } from './policy-questions-field';
import { useCreatePolicy, useUpdatePolicy } from './use-policy-mutations';

const EMPTY: PolicyFormValues = { title: '', documentType: '', version: '', content: '', questions: [] };

function toValues(document: PolicyDocumentRow): PolicyFormValues {
  return {
    title: document.title,
    documentType: document.documentType,
    version: document.version,
    content: document.content,
    questions: document.questions.map((q) => ({ id: q.id, question: q.question, required: q.required })),
  };
}

/** Spec §5: a missing required field is reported first, then a blank question. */
function showInvalidToast(errors: FieldErrors<PolicyFormValues>) {
  if (REQUIRED_POLICY_FIELDS.some((field) => errors[field])) {
    toast({ ...MISSING_INFORMATION_TOAST, variant: 'destructive' });
  } else if (errors.questions) {
    toast({ title: INCOMPLETE_QUESTIONS_TITLE, description: QUESTION_TEXT_REQUIRED, variant: 'destructive' });
  }
}

interface PolicyFormProps {
  /** The document being edited; a new one when absent. */
  document?: PolicyDocumentRow;
  onClose: () => void;
}

export function PolicyForm({ document, onClose }: PolicyFormProps) {
  const isEditing = !!document;
  const { register, control, handleSubmit, formState } = useForm<PolicyFormValues, unknown, PolicyFormOutput>(
    {
      resolver: zodResolver(policyFormSchema),
      defaultValues: document ? toValues(document) : EMPTY,
    },
  );
  const create = useCreatePolicy(onClose);
  const update = useUpdatePolicy(onClose);
  const isPending = create.isPending || update.isPending;
  const cardRef = useRef<HTMLDivElement>(null);

  // The form opens above the list: bring it into view and start at the title.
  useEffect(() => {
    cardRef.current?.scrollIntoView({ block: 'start' });
    cardRef.current?.querySelector('input')?.focus();
  }, [document]);

  const onValid = (values: PolicyFormOutput) => {
    if (isPending) return;
    if (document) {
      const { documentType: _fixed, ...changes } = values;
      update.mutate({ id: document.id, changes });
    } else {
      create.mutate(values);
    }
  };

  const { errors } = formState;
  return (
    <div ref={cardRef} className="scroll-mt-4">
      <SectionCard
        title={isEditing ? 'Edit Policy' : 'New Policy'}
        description={
          isEditing
            ? 'The document type cannot be changed once a policy is created.'
            : 'A new policy is active at once and replaces the active document of its type.'
        }
      >
        <form noValidate onSubmit={handleSubmit(onValid, showInvalidToast)} className="space-y-4">
          <div className="grid gap-4 md:grid-cols-[2fr_1.5fr_1fr]">
            <InputField label="Title" error={errors.title?.message} {...register('title')} />
            <Field label="Document Type" error={isEditing ? undefined : errors.documentType?.message}>
              {(control) =>
                isEditing ? (
                  // Not registered: the type is shown but never sent on update.
                  <select
                    {...control}
                    className={cn(control.className, 'disabled:bg-slate-100 disabled:text-slate-600')}
                    defaultValue={document.documentType}
                    disabled
                  >
                    <option value={document.documentType}>{documentTypeLabel(document.documentType)}</option>
                  </select>
                ) : (
                  <select {...control} {...register('documentType')}>
                    <option value="">Select a type</option>
                    {DOCUMENT_TYPES.map((type) => (
                      <option key={type.value} value={type.value}>
                        {type.label}
                      </option>
                    ))}
                  </select>
                )
              }
            </Field>
            <InputField
              label="Version"
              placeholder="1.0"
              error={errors.version?.message}
              {...register('version')}
            />
          </div>
          <PolicyContentField control={control} error={errors.content?.message} />
          <PolicyQuestionsField control={control} register={register} errors={errors.questions} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </SectionCard>
    </div>
  );
}
