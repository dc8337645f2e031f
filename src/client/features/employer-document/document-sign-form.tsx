import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyDocument } from '../../../shared/answers/policy-document';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SignatureField } from '../../components/ui/signature-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { postJson } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-message';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { useGoHomeAfterTask } from '../../lib/submit-area';
import { toast } from '../../lib/use-toast';
import { myDocumentKey } from '../../lib/my-document';

interface DocumentSignFormProps {
  document: MyDocument;
  email: string;
}

/**
 * An employer document's questions (in words or ticked Yes), the agreement and a drawn initial
 * (decision 090). Shown once the document has been read; only answered questions are sent.
 */
export function DocumentSignForm({ document, email }: DocumentSignFormProps) {
  const queryClient = useQueryClient();
  const goHome = useGoHomeAfterTask();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [isAgreed, setIsAgreed] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const remaining = document.questions.filter((q) =>
    q.kind === 'yes-no' ? q.required && answers[q.id] !== 'Yes' : q.required && !answers[q.id]?.trim(),
  ).length;
  const sign = useMutation({
    mutationFn: () =>
      postJson('/api/policy-acknowledgments', {
        email,
        policyDocumentId: document.id,
        policyTitle: document.title,
        policyVersion: document.version,
        signature,
        answers: Object.entries(answers)
          .filter(([, answer]) => answer.trim() !== '')
          .map(([questionId, answer]) => ({ questionId, answer })),
      }),
    onSuccess: async () => {
      toast({ title: 'Document Signed', description: `Thank you for signing ${document.title}.` });
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      // Opened again, the document says it is signed.
      void queryClient.invalidateQueries({ queryKey: myDocumentKey(document.id) });
      void goHome();
    },
    onError: (error) =>
      toast({
        title: 'Signing Failed',
        description: serverMessage(error, 'Failed to sign the document. Please try again.'),
        variant: 'destructive',
      }),
  });
  const isReady = remaining === 0 && isAgreed && !!signature;

  return (
    <form
      noValidate
      aria-label={`Sign ${document.title}`}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && !sign.isPending) sign.mutate();
      }}
    >
      {document.questions.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">Questions</legend>
          {document.questions.map((q) =>
            q.kind === 'yes-no' ? (
              <CheckboxField
                key={q.id}
                label={`${q.question}${q.required ? ' *' : ''}`}
                checked={answers[q.id] === 'Yes'}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.checked ? 'Yes' : 'No' }))}
              />
            ) : (
              <TextareaField
                key={q.id}
                label={q.question}
                isRequired={q.required}
                rows={4}
                value={answers[q.id] ?? ''}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
              />
            ),
          )}
          {remaining > 0 && (
            <p role="status" className="text-sm text-amber-800">
              Please answer {remaining} more required question{remaining === 1 ? '' : 's'}.
            </p>
          )}
        </fieldset>
      )}
      <CheckboxField
        label="I have read and understood this document and agree to it."
        checked={isAgreed}
        onChange={(e) => setIsAgreed(e.target.checked)}
      />
      <SignatureField mark="initials" label="Initial *" onChange={setSignature} />
      <Button type="submit" disabled={!isReady || sign.isPending}>
        {sign.isPending ? 'Processing...' : 'Sign Document'}
      </Button>
    </form>
  );
}
