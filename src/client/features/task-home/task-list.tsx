import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { documentTaskHref, type DocumentTaskStatus } from '../../../shared/document-tasks';
import { isSignedDocumentType } from '../../../shared/acknowledgment';
import { TASKS, type TaskId } from '../../../shared/tasks';
import type { TaskViewDialogs } from './task-view-dialogs';
import { Button } from '../../components/ui/button';
import type { MeStatus } from '../../../shared/me-status';
import type { PersonalDialog } from './personal-dialogs';
import { TaskCard } from './task-card';
import { documentBadge, isTaskCompleted, stepCount, taskBadge } from './task-state';
import { useTaskWords } from './task-words';
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
  const { t } = useTranslation(['home', 'common']);
  const words = useTaskWords();
  const steps = stepCount(status);
  /** An employer document's card words (decision 090); its title is the employer's. */
  const documentCard = (d: DocumentTaskStatus) => ({
    id: d.id,
    title: d.title,
    description: t('card.documentDescription', { title: d.title, version: d.version }),
  });
  const ViewDialog = viewing ? viewDialogs[viewing.taskId] : undefined;
  // Every completed card has View (spec §2): its own dialogs, or the page's view dialog.
  const viewCompleted = (id: TaskId) =>
    hasDialogs(id) ? setDialog({ taskId: id, kind: 'view' }) : setViewing({ taskId: id, mode: 'view' });
  const onDialogChange = (kind: PersonalDialog | null) =>
    setDialog((current) => (current && kind ? { ...current, kind } : null));
  return (
    <section aria-labelledby="tasks-heading">
      <h2 id="tasks-heading" className="sr-only">
        {t('card.tasksHeading')}
      </h2>
      <ol className="space-y-3">
        {TASKS.map((task, index) => (
          <TaskCard
            key={task.id}
            task={{ id: task.id, title: words.title(task.id), description: words.description(task.id) }}
            number={index + 1}
            isCompleted={isTaskCompleted(status, task.id)}
            badge={taskBadge(status, task)}
            onOpen={() => openTask(task)}
            progress={task.id === 'personal-information' && steps ? t('card.steps', { ...steps }) : undefined}
            notice={status.documentChanged?.includes(task.id) ? t('card.documentChanged') : undefined}
            hrAsked={status.changeRequests?.find((request) => request.taskId === task.id)?.message}
            action={
              (hasDialogs(task.id) || viewDialogs[task.id]) && isTaskCompleted(status, task.id) ? (
                <Button
                  variant="secondary"
                  aria-label={t('card.viewLabel', { task: words.title(task.id) })}
                  onClick={() => viewCompleted(task.id)}
                >
                  {t('common:dialog.view')}
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
            notice={d.isSignAgain ? t('card.signAgain') : undefined}
            action={
              d.isCompleted ? (
                <Button
                  variant="secondary"
                  aria-label={t('card.viewLabel', { task: d.title })}
                  onClick={() => setViewingDocument(d)}
                >
                  {t('common:dialog.view')}
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
