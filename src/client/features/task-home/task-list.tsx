import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { documentTaskHref, type DocumentTaskStatus } from '../../../shared/document-tasks';
import { isSignedDocumentType } from '../../../shared/acknowledgment';
import { TASKS, type TaskId } from '../../../shared/tasks';
import type { TaskViewDialogs } from './task-view-dialogs';
import { Button } from '../../components/ui/button';
import type { MeStatus } from '../../../shared/me-status';
import type { PersonalDialog } from './personal-dialogs';
import { TaskCard } from './task-card';
import { documentBadge, isTaskCompleted, stepProgress, taskBadge } from './task-state';
import { useOpenTask } from './use-open-task';

// The dialogs (and Radix Dialog with them) load on first use, keeping the home bundle small.
const PersonalDialogs = lazy(() =>
  import('./personal-dialogs').then((m) => ({ default: m.PersonalDialogs })),
);
const SignedTaskDialogs = lazy(() =>
  import('./signed-task-dialogs').then((m) => ({ default: m.SignedTaskDialogs })),
);
const DocumentViewDialog = lazy(() =>
  import('./document-view-dialog').then((m) => ({ default: m.DocumentViewDialog })),
);

const DOCUMENT_CHANGED =
  'The document has changed since you signed it. Please read and sign the new version.';

const SIGN_AGAIN = 'Your employer has changed this document. Please read and sign the new version.';

/** An employer document's card words (decision 090). */
const documentCard = (d: DocumentTaskStatus) => ({
  id: d.id,
  title: d.title,
  description: `Read and sign ${d.title} (version ${d.version}).`,
});

const hasDialogs = (id: TaskId) => id === 'personal-information' || isSignedDocumentType(id);

export function TaskList({ status, viewDialogs = {} }: { status: MeStatus; viewDialogs?: TaskViewDialogs }) {
  const [dialog, setDialog] = useState<{ taskId: TaskId; kind: PersonalDialog } | null>(null);
  const [viewing, setViewing] = useState<{ taskId: TaskId; mode: 'view' | 'manage' } | null>(null);
  const [viewingDocument, setViewingDocument] = useState<DocumentTaskStatus | null>(null);
  const openTask = useOpenTask(status, (task) => {
    if (hasDialogs(task.id)) setDialog({ taskId: task.id, kind: 'manage' });
    else if (viewDialogs[task.id]) setViewing({ taskId: task.id, mode: 'manage' });
    else return false;
    return true;
  });
  const [, navigate] = useLocation();
  const ViewDialog = viewing ? viewDialogs[viewing.taskId] : undefined;
  // Every completed card has View (spec §2): its own dialogs, or the page's view dialog.
  const viewCompleted = (id: TaskId) =>
    hasDialogs(id) ? setDialog({ taskId: id, kind: 'view' }) : setViewing({ taskId: id, mode: 'view' });
  const onDialogChange = (kind: PersonalDialog | null) =>
    setDialog((current) => (current && kind ? { ...current, kind } : null));
  return (
    <section aria-labelledby="tasks-heading">
      <h2 id="tasks-heading" className="sr-only">
        Your tasks
      </h2>
      <ol className="space-y-3">
        {TASKS.map((task, index) => (
          <TaskCard
            key={task.id}
            task={task}
            number={index + 1}
            isCompleted={isTaskCompleted(status, task.id)}
            badge={taskBadge(status, task)}
            onOpen={() => openTask(task)}
            progress={task.id === 'personal-information' ? stepProgress(status) : undefined}
            notice={status.documentChanged?.includes(task.id) ? DOCUMENT_CHANGED : undefined}
            hrAsked={status.changeRequests?.find((request) => request.taskId === task.id)?.message}
            action={
              (hasDialogs(task.id) || viewDialogs[task.id]) && isTaskCompleted(status, task.id) ? (
                <Button
                  variant="secondary"
                  aria-label={`View ${task.title}`}
                  onClick={() => viewCompleted(task.id)}
                >
                  View
                </Button>
              ) : undefined
            }
          />
        ))}
        {(status.documents ?? []).map((d, index) => (
          <TaskCard
            key={d.id}
            task={documentCard(d)}
            number={TASKS.length + index + 1}
            isCompleted={d.isCompleted}
            badge={documentBadge(status, d)}
            onOpen={() => navigate(documentTaskHref(d.documentId))}
            notice={d.isSignAgain ? SIGN_AGAIN : undefined}
            action={
              d.isCompleted ? (
                <Button
                  variant="secondary"
                  aria-label={`View ${d.title}`}
                  onClick={() => setViewingDocument(d)}
                >
                  View
                </Button>
              ) : undefined
            }
          />
        ))}
      </ol>
      {dialog && (
        <Suspense fallback={null}>
          {isSignedDocumentType(dialog.taskId) ? (
            <SignedTaskDialogs
              type={dialog.taskId}
              open={dialog.kind}
              email={status.email}
              onChange={onDialogChange}
            />
          ) : (
            <PersonalDialogs open={dialog.kind} email={status.email} onChange={onDialogChange} />
          )}
        </Suspense>
      )}
      {viewingDocument && (
        <Suspense fallback={null}>
          <DocumentViewDialog
            key={viewingDocument.id}
            document={viewingDocument}
            email={status.email}
            onClose={() => setViewingDocument(null)}
          />
        </Suspense>
      )}
      {ViewDialog && viewing && (
        <Suspense fallback={null}>
          <ViewDialog
            key={viewing.taskId}
            email={status.email}
            mode={viewing.mode}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
