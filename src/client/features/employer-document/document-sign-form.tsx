import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YES } from '../../../shared/acknowledgment';
import type { MyDocument } from '../../../shared/answers/policy-document';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { LegalText } from '../../components/ui/legal-text';
import { SignatureField } from '../../components/ui/signature-field';
import { postJson } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-message';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { useGoHomeAfterTask } from '../../lib/submit-area';
import { useTranslateMessage } from '../../lib/translate-message';
import { toast } from '../../lib/use-toast';
import { myDocumentKey } from '../../lib/my-document';
import {
  answeredOnly,
  QuestionField,
  remainingRequired,
  translatedQuestion,
} from '../../components/ui/document-questions';

interface DocumentSignFormProps {
  document: MyDocument;
  email: string;
  /** The document's title in the language shown. */
  title: string;
}

/**
 * An employer document's questions (in words, ticked Yes, or 'Do you understand…' choices), the
 * agreement and a drawn initial (decision 090). Shown once the document has been read; only
 * answered questions are sent. Questions and the agreement in English with their translation.
 */
export function DocumentSignForm({ document, email, title }: DocumentSignFormProps) {
  const { t } = useTranslation('documents');
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const goHome = useGoHomeAfterTask();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [isAgreed, setIsAgreed] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const ticked = document.questions.filter((q) => q.kind === 'yes-no');
  const others = document.questions.filter((q) => q.kind !== 'yes-no');
  const remaining =
    ticked.filter((q) => q.required && answers[q.id] !== YES).length + remainingRequired(others, answers);
  const sign = useMutation({
    mutationFn: () =>
      postJson('/api/policy-acknowledgments', {
        email,
        policyDocumentId: document.id,
        policyTitle: document.title,
        policyVersion: document.version,
        signature,
        answers: [
          ...ticked.flatMap((q) => (answers[q.id] ? [{ questionId: q.id, answer: answers[q.id]! }] : [])),
          ...answeredOnly(others, answers),
        ],
      }),
    onSuccess: async () => {
      toast({ title: t('employer.signedTitle'), description: t('employer.signedText', { title }) });
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      // Opened again, the document says it is signed.
      void queryClient.invalidateQueries({ queryKey: myDocumentKey(document.id) });
      void goHome();
    },
    onError: (error) =>
      toast({
        title: t('employer.failedTitle'),
        description: translate(serverMessage(error, t('employer.failedText'))),
        variant: 'destructive',
      }),
  });
  const isReady = remaining === 0 && isAgreed && !!signature;

  return (
    <form
      noValidate
      aria-label={t('employer.signForm', { title })}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && !sign.isPending) sign.mutate();
      }}
    >
      {document.questions.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">{t('employer.questions')}</legend>
          {document.questions.map((q) =>
            q.kind === 'yes-no' ? (
              <CheckboxField
                key={q.id}
                label={
                  <LegalText
                    variant="inline"
                    english={`${q.question}${q.required ? ' *' : ''}`}
                    translation={translatedQuestion(document.translation, q.id)}
                  />
                }
                checked={answers[q.id] === 'Yes'}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.checked ? 'Yes' : 'No' }))}
              />
            ) : (
              <QuestionField
                key={q.id}
                question={q}
                translation={document.translation}
                answers={answers}
                onChange={(key, value) => setAnswers((a) => ({ ...a, [key]: value }))}
              />
            ),
          )}
          {remaining > 0 && (
            <p role="status" className="text-sm text-amber-800">
              {t('employer.remaining', { count: remaining })}
            </p>
          )}
        </fieldset>
      )}
      <CheckboxField
        label={
          <LegalText
            variant="inline"
            english={t('employer.agreementLabel', { lng: 'en' })}
            translation={t('employer.agreementLabel')}
          />
        }
        checked={isAgreed}
        onChange={(e) => setIsAgreed(e.target.checked)}
      />
      <SignatureField mark="initials" label={t('initial')} onChange={setSignature} />
      <Button type="submit" disabled={!isReady || sign.isPending}>
        {sign.isPending ? t('processing') : t('employer.sign')}
      </Button>
    </form>
  );
}
