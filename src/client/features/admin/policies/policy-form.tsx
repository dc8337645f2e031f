import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/use-toast';
import {
  DOCUMENT_TYPES,
  documentTypeLabel,
  BUILT_IN_DOCUMENT_NAMES,
  isEmployerDocumentType,
  QUESTION_TEXT_REQUIRED,
} from '../../../../shared/schemas/policy-document';
import type { PolicyDocumentRow } from './policy-api';
import {
  INCOMPLETE_QUESTIONS_TITLE,
  MISSING_INFORMATION_TOAST,
  appliesToOf,
  policyFormSchema,
  REQUIRED_POLICY_FIELDS,
  type PolicyFormOutput,
  type PolicyFormValues,
} from './policy-form-schema';
import { PolicyAudienceField } from './policy-audience-field';
import { PolicyContentField } from './policy-content-field';
import { PolicyQuestionsField } from './policy-questions-field';
import { PolicyLanguageTabs } from './policy-translations';
import { useCreatePolicy, useUpdatePolicy } from './use-policy-mutations';

const EMPTY: PolicyFormValues = {
  title: '',
  documentType: '',
  version: '',
  content: '',
  questions: [],
  appliesKind: 'everyone',
  appliesPositions: '',
  appliesSites: [],
  needsCountersignature: false,
  askToSignAgain: false,
};

function toValues(document: PolicyDocumentRow): PolicyFormValues {
  const { appliesTo } = document;
  return {
    ...EMPTY,
    title: document.title,
    documentType: document.documentType,
    version: document.version,
    content: document.content,
    questions: document.questions.map((q) => ({
      id: q.id,
      question: q.question,
      required: q.required,
      kind: q.kind ?? 'text',
    })),
    appliesKind: appliesTo.kind,
    appliesPositions: appliesTo.kind === 'positions' ? appliesTo.names.join(', ') : '',
    appliesSites: appliesTo.kind === 'sites' ? appliesTo.names : [],
    needsCountersignature: document.needsCountersignature,
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
    const { appliesKind: _k, appliesPositions: _p, appliesSites: _s, askToSignAgain, ...fields } = values;
    // The built-in three are every hire's and signed by the hire alone (decision 090).
    const employer = isEmployerDocumentType(values.documentType)
      ? { appliesTo: appliesToOf(values), needsCountersignature: values.needsCountersignature }
      : {};
    const { documentType, ...rest } = { ...fields, needsCountersignature: false, ...employer };
    if (document) {
      update.mutate({
        id: document.id,
        changes: { ...rest, ...(isEmployerDocumentType(documentType) ? { askToSignAgain } : {}) },
      });
    } else {
      create.mutate({ ...rest, documentType });
    }
  };
  const isEmployerDocument = isEmployerDocumentType(useWatch({ control, name: 'documentType' }));

  const { errors } = formState;
  return (
    <div ref={cardRef} className="scroll-mt-4">
      <SectionCard
        title={isEditing ? 'Edit Policy' : 'New Policy'}
        description={
          isEditing
            ? 'The document type cannot be changed once a policy is created.'
            : `A new policy is active at once. A ${BUILT_IN_DOCUMENT_NAMES} document replaces the active one of its type; any other is a document of its own for the hires it applies to.`
        }
      >
        <PolicyLanguageTabs document={document}>
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
                      <option value={document.documentType}>
                        {documentTypeLabel(document.documentType)}
                      </option>
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
            {isEmployerDocument && (
              <PolicyAudienceField register={register} control={control} isEditing={isEditing} />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>
        </PolicyLanguageTabs>
      </SectionCard>
    </div>
  );
}
