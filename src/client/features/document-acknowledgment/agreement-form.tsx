import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO, YES, type SigningDocument } from '../../../shared/acknowledgment';
import type { SigningDraft } from '../../../shared/schemas/draft-kinds';
import type { ReadAndSignTask, YesNoQuestionsScreen } from '../../../shared/task-descriptors/index';
import { SaveLine } from '../../components/ui/save-line';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { LegalText } from '../../components/ui/legal-text';
import { SignatureField } from '../../components/ui/signature-field';
import { ApiError } from '../../lib/api-client';
import { clearEditMode } from '../../lib/edit-mode';
import { useGoHomeAfterTask } from '../../lib/submit-area';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { useTranslateMessage } from '../../lib/translate-message';
import { toast } from '../../lib/use-toast';
import { AgreementChecklist, isAgreementReady } from './agreement-checklist';
import { DocumentViewer } from './document-viewer';
import { signTask } from './signing-api';
import { BackToTasks } from './signing-layout';
import { useInitial } from './use-initial';
import { useSigningAutosave } from './use-signing-autosave';
import { YesNoQuestions } from './yes-no-questions';

interface AgreementFormProps {
  task: ReadAndSignTask;
  screen: YesNoQuestionsScreen;
  document: SigningDocument;
  email: string;
  storedAnswers: Record<string, string>;
  /** What was ticked and initialled before on this document and not yet signed. */
  draft: SigningDraft | null;
  isUpdate: boolean;
  /** The document's title in the language shown (names the scroll box). */
  title: string;
  onDone: () => void;
}

/** Read, tick the required questions, agree, sign: 'Submit Agreement' once all four hold. */
export function AgreementForm({
  task,
  screen,
  document,
  email,
  storedAnswers,
  draft,
  isUpdate,
  title,
  onDone,
}: AgreementFormProps) {
  const { t } = useTranslation('documents');
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const goHome = useGoHomeAfterTask();
  const [isRead, setIsRead] = useState(draft?.isRead ?? false);
  const [checked, setChecked] = useState<Record<string, boolean>>(() => {
    const answers = { ...storedAnswers, ...draft?.answers };
    return Object.fromEntries(document.questions.map((q) => [q.id, answers[q.id] === YES]));
  });
  const [isAgreed, setIsAgreed] = useState(draft?.isAgreed ?? false);
  const initial = useInitial(draft?.initial || null);
  const typed = {
    documentId: document.id,
    answers: Object.fromEntries(Object.entries(checked).map(([id, isYes]) => [id, isYes ? YES : NO])),
    isAgreed,
    isRead,
    initial: initial.initial ?? '',
  };
  const autosave = useSigningAutosave(task.id, typed, true);
  const progress = {
    isRead,
    isAnswered: document.questions.every((q) => !q.required || checked[q.id]),
    isAgreed,
    isSigned: !!initial.initial,
  };
  const isReady = isAgreementReady(progress);

  const save = useMutation({
    mutationFn: async (signature: string) => {
      const answers = document.questions.map((q) => ({ questionId: q.id, answer: checked[q.id] ? YES : NO }));
      // Signing stores these answers: no autosave may land after it.
      await autosave.settle();
      await signTask(task, { email, document, signature, answers });
    },
    onSuccess: async () => {
      await autosave.discard();
      clearEditMode();
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      // 'Edit Agreement' afterwards starts from what was just signed.
      await queryClient.invalidateQueries({ queryKey: ['stored-answers'] });
      toast({
        title: t('agreement.successTitle'),
        description: isUpdate
          ? t('tasks.confidentiality-agreement.updated')
          : t('tasks.confidentiality-agreement.acknowledged'),
      });
      // The last task done leads to the submit area; otherwise the completed card shows here.
      if (!(await goHome({ onlyWhenAllDone: true }))) onDone();
    },
    onError: (error) => {
      // Not signed: what was ticked is still kept.
      autosave.changed(typed);
      const reason = error instanceof ApiError && error.status === 400 ? error.body?.message : undefined;
      toast({
        title: t('agreement.failedTitle'),
        description: reason ? translate(reason) : t('tasks.confidentiality-agreement.failure'),
        variant: 'destructive',
      });
    },
  });

  const submit = () => {
    if (!isReady || !initial.initial) {
      toast({
        title: t('agreement.cannotSubmit'),
        description: t('agreement.cannotSubmitText'),
        variant: 'destructive',
      });
      return;
    }
    save.mutate(initial.initial);
  };

  return (
    <>
      <DocumentViewer
        label={title}
        content={document.content}
        translation={document.translation?.content}
        rule={task.readAndSign.read}
        heightClass={screen.viewerHeight}
        showPercent
        onRead={() => setIsRead(true)}
      />
      {isRead ? (
        <p
          role="status"
          className="rounded-xl border border-green-200 bg-green-50 p-3 font-medium text-green-800"
        >
          <span aria-hidden="true">✓ </span>
          {t('agreement.readAll')}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('agreement.scrollToEnd')}</p>
      )}
      <YesNoQuestions
        questions={document.questions}
        translation={document.translation}
        checked={checked}
        onChange={(id, value) => setChecked((current) => ({ ...current, [id]: value }))}
      />
      <section
        aria-labelledby="agreement-sign"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="agreement-sign" className="text-xl font-semibold text-slate-900">
          {t('agreement.heading')}
        </h2>
        <CheckboxField
          label={
            <LegalText
              variant="inline"
              english={t('agreement.label', { lng: 'en' })}
              translation={t('agreement.label')}
            />
          }
          checked={isAgreed}
          onChange={(event) => setIsAgreed(event.target.checked)}
        />
        <SignatureField
          mark="initials"
          label={t('initial')}
          padLabel={t('agreement.pad')}
          width={400}
          height={200}
          onChange={initial.onChange}
          initialValue={draft?.initial || null}
        />
        <AgreementChecklist progress={progress} />
      </section>
      <SaveLine />
      <div className="flex flex-wrap-reverse gap-3">
        <BackToTasks className="grow basis-40" />
        <Button size="lg" className="grow basis-40" disabled={!isReady || save.isPending} onClick={submit}>
          {save.isPending ? t('processing') : t('agreement.submit')}
        </Button>
      </div>
    </>
  );
}
