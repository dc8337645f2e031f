import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningDocument } from '../../../shared/acknowledgment';
import type { SigningDraft } from '../../../shared/schemas/draft-kinds';
import type { ReadAndSignTask, TextQuestionsScreen } from '../../../shared/task-descriptors/index';
import { SaveLine } from '../../components/ui/save-line';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { isStepUpRequired } from '../../lib/step-up';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError } from '../../lib/api-client';
import { clearEditMode } from '../../lib/edit-mode';
import { useGoHomeAfterTask } from '../../lib/submit-area';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { useTranslateMessage } from '../../lib/translate-message';
import { toast } from '../../lib/use-toast';
import { AcknowledgmentCard } from './acknowledgment-card';
import { DocumentViewer } from './document-viewer';
import { EnglishTitle, useDocumentTitle } from './document-title';
import { BackToTasks, DocumentChangedNotice, SigningLayout, SigningMessage } from './signing-layout';
import { answeredOnly, remainingRequired, TextQuestions } from '../../components/ui/document-questions';
import { useInitial } from './use-initial';
import { useSigningAutosave } from './use-signing-autosave';
import { signTask } from './signing-api';
import { useSigningSource } from './use-signing-source';

/** The tasks whose questions are answered in words: their words are under documents:tasks.<id>. */
type TextTaskId = 'workplace-behaviour' | 'medical-declaration';

/** A text-questions task's own words (its descriptor's, spec §2), in the language shown. */
function useTaskWords(task: ReadAndSignTask) {
  const { t } = useTranslation('documents');
  const id = task.id as TextTaskId;
  return {
    readToast: t(`tasks.${id}.readToast`),
    questionsHeading: t(`tasks.${id}.questionsHeading`),
    cardTitle: t(`tasks.${id}.cardTitle`),
    agreementLabel: t(`tasks.${id}.agreementLabel`),
    submitLabel: t(`tasks.${id}.submitLabel`),
    emptyTitle: t(`tasks.${id}.emptyTitle`),
    emptyText: t(`tasks.${id}.emptyText`),
    missingAgreement: t(`tasks.${id}.missingAgreement`),
    successTitle: t(`tasks.${id}.successTitle`),
    successText: t(`tasks.${id}.successText`),
    failureTitle: t(`tasks.${id}.failureTitle`),
    failureText: t(`tasks.${id}.failureText`),
    /** The agreement in English, as it is signed. */
    englishAgreement: t(`tasks.${id}.agreementLabel`, { lng: 'en' }),
  };
}

interface FormProps {
  task: ReadAndSignTask;
  screen: TextQuestionsScreen;
  document: SigningDocument;
  email: string;
  storedAnswers: Record<string, string>;
  /** What was answered before on this document and not yet signed. */
  draft: SigningDraft | null;
  isPreview: boolean;
  isChanged: boolean;
  /** This version was signed before: the answers show at once, the document behind a button. */
  isSignedVersion: boolean;
}

function ReadAndSignForm({
  task,
  screen,
  document,
  email,
  storedAnswers,
  draft,
  isPreview,
  isChanged,
  isSignedVersion,
}: FormProps) {
  const { t } = useTranslation('documents');
  const words = useTaskWords(task);
  const translate = useTranslateMessage();
  const title = useDocumentTitle(document, task.id);
  const queryClient = useQueryClient();
  const goHome = useGoHomeAfterTask();
  // Editing what was signed on this version (issue 23, item 9): read already; a newer version
  // (another document id) must be read again.
  const [isRead, setIsRead] = useState((draft?.isRead ?? false) || isSignedVersion);
  const [isDocumentShown, setIsDocumentShown] = useState(!isSignedVersion);
  const documentId = useId();
  const [answers, setAnswers] = useState(() => ({ ...storedAnswers, ...draft?.answers }));
  const [isAgreed, setIsAgreed] = useState(draft?.isAgreed ?? false);
  const initial = useInitial(draft?.initial || null);
  const remaining = remainingRequired(document.questions, answers);
  const typed = { documentId: document.id, answers, isAgreed, isRead, initial: initial.initial ?? '' };
  const autosave = useSigningAutosave(task.id, typed, !isPreview);

  const save = useMutation({
    mutationFn: async (signature: string) => {
      // Signing stores these answers: no autosave may land after it.
      await autosave.settle();
      await signTask(task, {
        email,
        document,
        signature,
        answers: answeredOnly(document.questions, answers),
      });
    },
    onSuccess: async () => {
      await autosave.discard();
      clearEditMode();
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      toast({ title: words.successTitle, description: words.successText });
      await goHome();
    },
    onError: (error) => {
      // Not signed: what was typed is still kept.
      if (!isPreview) autosave.changed(typed);
      // A refusal the person can act on (e.g. a newer version was published) is shown as sent.
      const reason = error instanceof ApiError && error.status === 400 ? error.body?.message : undefined;
      toast({
        title: words.failureTitle,
        description: reason ? translate(reason) : words.failureText,
        variant: 'destructive',
      });
    },
  });

  const acknowledge = () => {
    if (!isAgreed)
      return toast({
        title: t('policy.agreementRequired'),
        description: words.missingAgreement,
        variant: 'destructive',
      });
    if (!initial.initial)
      return toast({
        title: t('policy.initialRequired'),
        description: t('policy.initialRequiredText'),
        variant: 'destructive',
      });
    if (remaining > 0)
      return toast({
        title: t('policy.questionsRequired'),
        description: t('policy.questionsRemaining', { count: remaining }),
        variant: 'destructive',
      });
    save.mutate(initial.initial);
  };

  const onRead = () => {
    setIsRead(true);
    toast({ title: t('readToastTitle'), description: words.readToast });
  };

  return (
    <SigningLayout
      title={title}
      meta={
        <>
          <EnglishTitle document={document} />
          <span>{t('version', { version: document.version })}</span>
          {isPreview && (
            <Badge tone={document.isActive ? 'green' : 'slate'}>
              {document.isActive ? t('badges.active') : t('badges.inactive')}
            </Badge>
          )}
        </>
      }
    >
      {isChanged && <DocumentChangedNotice />}
      {isPreview && (
        <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-brand-900">
          {t('policy.preview')}
        </p>
      )}
      {isSignedVersion && (
        <div className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-3 text-green-900">
          <p>{t('policy.signedVersion', { version: document.version })}</p>
          <Button
            variant="outline"
            aria-expanded={isDocumentShown}
            aria-controls={documentId}
            onClick={() => setIsDocumentShown((shown) => !shown)}
          >
            {isDocumentShown ? t('policy.hideDocument') : t('policy.readAgain')}
          </Button>
        </div>
      )}
      <div id={documentId} hidden={!isDocumentShown}>
        {isDocumentShown && (
          <DocumentViewer
            label={title}
            content={document.content}
            translation={document.translation?.content}
            rule={task.readAndSign.read}
            heightClass={screen.viewerHeight}
            onRead={isRead ? () => undefined : onRead}
          />
        )}
      </div>
      {isRead && (
        <>
          <TextQuestions
            heading={words.questionsHeading}
            questions={document.questions}
            translation={document.translation}
            answers={answers}
            isDisabled={isPreview}
            onChange={(id, answer) => setAnswers((current) => ({ ...current, [id]: answer }))}
          />
          {isPreview ? null : remaining > 0 ? (
            <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
              {t('policy.remaining', { count: remaining })}
            </p>
          ) : (
            <AcknowledgmentCard
              title={words.cardTitle}
              englishAgreement={words.englishAgreement}
              agreementLabel={words.agreementLabel}
              submitLabel={words.submitLabel}
              isAgreed={isAgreed}
              onAgreedChange={setIsAgreed}
              hasInitial={!!initial.initial}
              onInitialChange={initial.onChange}
              restoredInitial={draft?.initial || null}
              isPending={save.isPending}
              onSubmit={acknowledge}
            />
          )}
        </>
      )}
      {!isRead && <p className="text-sm text-slate-600">{t('policy.scrollToContinue')}</p>}
      {!isPreview && <SaveLine />}
      <BackToTasks className="w-full sm:w-auto" />
    </SigningLayout>
  );
}

interface ReadAndSignProps {
  task: ReadAndSignTask;
  screen: TextQuestionsScreen;
  previewId: string | null;
}

/** A read-and-sign task whose questions are typed answers: read, answer, agree, initial, sign. */
export function ReadAndSign({ task, screen, previewId }: ReadAndSignProps) {
  const { t } = useTranslation(['documents', 'home']);
  const words = useTaskWords(task);
  const source = useSigningSource(task, previewId);
  const screenTitle = t(`home:tasks.${task.id}.viewTitle`);
  switch (source.state) {
    case 'loading':
      return <PageLoading label={t('loading')} />;
    case 'no-email':
      return (
        <SigningMessage title={screenTitle}>
          <p role="alert">{t('policy.noEmail')}</p>
        </SigningMessage>
      );
    case 'empty':
      return (
        <SigningMessage title={words.emptyTitle}>
          <p>{words.emptyText}</p>
        </SigningMessage>
      );
    case 'error':
      return (
        <SigningMessage title={screenTitle}>
          <p role="alert">
            {isStepUpRequired(source.error) ? t('policy.medicalHidden') : t('policy.fetchFailed')}
          </p>
        </SigningMessage>
      );
    case 'ready':
      return (
        <ReadAndSignForm
          key={source.document.id}
          task={task}
          screen={screen}
          document={source.document}
          email={source.email}
          storedAnswers={source.answers}
          draft={source.draft}
          isPreview={previewId !== null}
          isChanged={source.status?.documentChanged?.includes(task.id) ?? false}
          isSignedVersion={source.isSignedVersion}
        />
      );
  }
}
