import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { toast } from '../../lib/use-toast';
import { AcknowledgmentCard } from './acknowledgment-card';
import { DocumentViewer } from './document-viewer';
import { BackToTasks, DocumentChangedNotice, SigningLayout, SigningMessage } from './signing-layout';
import { answeredOnly, remainingRequired, TextQuestions } from './text-questions';
import { useInitial } from './use-initial';
import { useSigningAutosave } from './use-signing-autosave';
import { signTask } from './signing-api';
import { useSigningSource } from './use-signing-source';

const plural = (n: number) => `${n} required question${n === 1 ? '' : 's'}`;

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
      toast(screen.success);
      await goHome();
    },
    onError: (error) => {
      // Not signed: what was typed is still kept.
      if (!isPreview) autosave.changed(typed);
      // A refusal the person can act on (e.g. a newer version was published) is shown as sent.
      const reason = error instanceof ApiError && error.status === 400 ? error.body?.message : undefined;
      toast({ ...screen.failure, description: reason ?? screen.failure.description, variant: 'destructive' });
    },
  });

  const acknowledge = () => {
    if (!isAgreed)
      return toast({
        title: 'Agreement Required',
        description: screen.missingAgreement,
        variant: 'destructive',
      });
    if (!initial.initial)
      return toast({
        title: 'Initial Required',
        description: 'Please initial in the box above.',
        variant: 'destructive',
      });
    if (remaining > 0)
      return toast({
        title: 'Required Questions Not Answered',
        description: `Please answer the ${plural(remaining)} remaining.`,
        variant: 'destructive',
      });
    save.mutate(initial.initial);
  };

  const onRead = () => {
    setIsRead(true);
    toast(screen.readToast);
  };

  return (
    <SigningLayout
      title={document.title}
      meta={
        <>
          <span>Version {document.version}</span>
          {isPreview && (
            <Badge tone={document.isActive ? 'green' : 'slate'}>
              {document.isActive ? 'Active' : 'Inactive'}
            </Badge>
          )}
        </>
      }
    >
      {isChanged && <DocumentChangedNotice />}
      {isPreview && (
        <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-brand-900">
          Preview of this document as a new hire sees it. Acknowledging is turned off in a preview.
        </p>
      )}
      {isSignedVersion && (
        <div className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-3 text-green-900">
          <p>
            You have signed version {document.version} of this document. Your answers are below: change what
            you need, then sign again.
          </p>
          <Button
            variant="outline"
            aria-expanded={isDocumentShown}
            aria-controls={documentId}
            onClick={() => setIsDocumentShown((shown) => !shown)}
          >
            {isDocumentShown ? 'Hide the document' : 'Read the document again'}
          </Button>
        </div>
      )}
      <div id={documentId} hidden={!isDocumentShown}>
        {isDocumentShown && (
          <DocumentViewer
            label={document.title}
            content={document.content}
            rule={task.readAndSign.read}
            heightClass={screen.viewerHeight}
            onRead={isRead ? () => undefined : onRead}
          />
        )}
      </div>
      {isRead && (
        <>
          <TextQuestions
            heading={screen.questionsHeading}
            questions={document.questions}
            answers={answers}
            isDisabled={isPreview}
            onChange={(id, answer) => setAnswers((current) => ({ ...current, [id]: answer }))}
          />
          {isPreview ? null : remaining > 0 ? (
            <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
              Please answer all required questions to continue: {plural(remaining)} remaining.
            </p>
          ) : (
            <AcknowledgmentCard
              title={screen.cardTitle}
              agreementLabel={screen.agreementLabel}
              submitLabel={screen.submitLabel}
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
      {!isRead && <p className="text-sm text-slate-600">Scroll through the whole document to continue.</p>}
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
  const source = useSigningSource(task, previewId);
  switch (source.state) {
    case 'loading':
      return <PageLoading label="Loading document..." />;
    case 'no-email':
      return (
        <SigningMessage title={task.readAndSign.screenTitle}>
          <p role="alert">Unable to identify user. Please complete your onboarding first.</p>
        </SigningMessage>
      );
    case 'empty':
      return (
        <SigningMessage title={screen.empty.title}>
          <p>{screen.empty.text}</p>
        </SigningMessage>
      );
    case 'error':
      return (
        <SigningMessage title={task.readAndSign.screenTitle}>
          <p role="alert">
            {isStepUpRequired(source.error)
              ? 'Your application is submitted, so your medical answers are hidden. To see or change them, open this task again and enter the code we email you.'
              : 'Failed to fetch policy document'}
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
