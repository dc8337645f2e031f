import { useState } from 'react';
import type { ReadAndSignTask, YesNoQuestionsScreen } from '../../../shared/task-descriptors/index';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { readEditMode } from '../../lib/edit-mode';
import { AgreementForm } from './agreement-form';
import { BackToTasks, DocumentChangedNotice, SigningLayout, SigningMessage } from './signing-layout';
import { useSigningSource } from './use-signing-source';

interface AgreementScreenProps {
  task: ReadAndSignTask;
  screen: YesNoQuestionsScreen;
}

/** A read-and-sign task whose questions are ticked (spec §2): the form, or the completed card with Edit. */
export function AgreementScreen({ task, screen }: AgreementScreenProps) {
  const source = useSigningSource(task);
  const [isEditing, setIsEditing] = useState(() => readEditMode() === task.id);
  const [hasSigned, setHasSigned] = useState(false);

  if (source.state === 'loading') return <PageLoading label="Loading agreement..." />;
  if (source.state === 'no-email')
    return (
      <SigningMessage title={task.readAndSign.screenTitle}>
        <p role="alert">User email not found. Please complete personal information first.</p>
      </SigningMessage>
    );
  if (source.state !== 'ready')
    return (
      <SigningMessage title="Document Not Available">
        <p>{screen.unavailable}</p>
      </SigningMessage>
    );

  const { document } = source;
  const isCompleted =
    hasSigned || (source.status?.tasks.some((t) => t.id === task.id && t.isCompleted) ?? false);
  const showForm = !isCompleted || isEditing;
  return (
    <SigningLayout
      title={document.title}
      meta={
        <>
          <span>Version {document.version}</span>
          <Badge tone="blue">Agreement</Badge>
          {isCompleted && <Badge tone="green">Completed</Badge>}
        </>
      }
    >
      {!hasSigned && source.status?.documentChanged?.includes(task.id) && <DocumentChangedNotice />}
      {showForm ? (
        <AgreementForm
          key={document.id}
          task={task}
          screen={screen}
          document={document}
          email={source.email}
          storedAnswers={source.answers}
          draft={source.draft}
          isUpdate={isCompleted}
          onDone={() => {
            setHasSigned(true);
            setIsEditing(false);
          }}
        />
      ) : (
        <section className="space-y-4 rounded-2xl border border-green-200 bg-green-50 p-5">
          <h2 className="text-xl font-semibold text-green-900">Agreement Completed</h2>
          <p className="text-green-900">
            {screen.completed} (version {document.version}).
          </p>
          <div className="flex flex-wrap gap-3">
            <BackToTasks />
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              Edit Agreement
            </Button>
          </div>
        </section>
      )}
    </SigningLayout>
  );
}
