import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DetailList, type DetailRow } from '../../../components/ui/detail-list';
import { SectionCard } from '../../../components/ui/section-card';
import { postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { toast } from '../../../lib/use-toast';
import { HR_ASKED_PREFIX } from '../../../../shared/applications';
import type {
  AnswerRow,
  ApplicationDocument,
  ApplicationTask,
  SignatureEvidence,
} from '../../../../shared/answers/applications';
import type { RevealField } from '../../../../shared/staff-roles';
import { useSessionExpiry } from '../use-session-expiry';
import { CountersignDocument } from './countersign-document';

const TASK_STATUS: Record<ApplicationTask['status'], { label: string; tone: BadgeTone }> = {
  'not-started': { label: 'Not started', tone: 'slate' },
  'in-progress': { label: 'In progress', tone: 'blue' },
  done: { label: 'Done', tone: 'green' },
  'changes-requested': { label: 'Changes requested', tone: 'red' },
};

/** A masked number with 'Show' for payroll and owners (the audited reveal route, decision 029). */
function RevealableValue({ row, memberId }: { row: AnswerRow & { reveal: RevealField }; memberId: string }) {
  const checkExpiry = useSessionExpiry();
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () =>
      postJson<{ field: RevealField; value: string }>(`/api/admin/members/${memberId}/reveal`, {
        field: row.reveal,
      }),
    onSuccess: ({ value }) => setShown(value),
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Could not show the number. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono" aria-live="polite">
        {shown ?? row.value}
      </span>
      {shown === null && (
        <Button variant="outline" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
          Show<span className="sr-only"> {row.label}</span>
        </Button>
      )}
    </span>
  );
}

function evidenceRows(evidence: SignatureEvidence): DetailRow[] {
  const rows: DetailRow[] = [];
  if (evidence.signedAt) rows.push(['Signed', <DateTimeText value={evidence.signedAt} withSeconds />]);
  if (evidence.document) rows.push(['Document', evidence.document]);
  if (evidence.documentSha256)
    rows.push([
      'Document SHA-256',
      <span className="font-mono text-xs break-all">{evidence.documentSha256}</span>,
    ]);
  if (evidence.ip) rows.push(['IP address', evidence.ip]);
  if (evidence.userAgent) rows.push(['Browser', evidence.userAgent]);
  return rows;
}

/** One task's answers in the PDF's sections, its signature evidence and HR's open request. */
function TaskReview({
  task,
  memberId,
  canReveal,
  countersign,
}: {
  task: ApplicationDocument;
  memberId: string | null;
  canReveal: boolean;
  countersign?: { applicationId: string; mayAct: boolean };
}) {
  const status = TASK_STATUS[task.status];
  const value = (row: AnswerRow) =>
    row.reveal && canReveal && memberId ? (
      <RevealableValue row={{ ...row, reveal: row.reveal }} memberId={memberId} />
    ) : (
      row.value || <span className="text-slate-400">—</span>
    );
  const evidence = task.signature ? evidenceRows(task.signature) : [];
  return (
    <SectionCard
      title={task.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          {task.completedAt && (
            <span>
              Completed <DateTimeText value={task.completedAt} />
            </span>
          )}
        </span>
      }
    >
      {task.changeRequest && (
        <div className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">
            {HR_ASKED_PREFIX}
            {task.changeRequest.message}
          </p>
          <p className="mt-1">
            {task.changeRequest.requestedBy}, <DateTimeText value={task.changeRequest.requestedAt} />
          </p>
        </div>
      )}
      {task.sections.length === 0 && <p className="text-sm text-slate-600">No answers yet.</p>}
      <div className="space-y-4">
        {task.sections.map((section) => (
          <div key={section.heading}>
            <h3 className="mb-2 font-semibold text-slate-800">{section.heading}</h3>
            <DetailList rows={section.rows.map((row): DetailRow => [row.label, value(row)])} />
          </div>
        ))}
        {evidence.length > 0 && (
          <div>
            <h3 className="mb-2 font-semibold text-slate-800">Signature evidence</h3>
            <DetailList rows={evidence} />
          </div>
        )}
        {task.countersign && countersign && (
          <div>
            <h3 className="mb-2 font-semibold text-slate-800">Countersignature</h3>
            <CountersignDocument
              applicationId={countersign.applicationId}
              task={{ ...task, countersign: task.countersign }}
              mayAct={countersign.mayAct}
            />
          </div>
        )}
      </div>
    </SectionCard>
  );
}

export function ApplicationTasks({
  tasks,
  memberId,
  canReveal,
  countersign,
}: {
  /** The built-in tasks, then the employer's documents (decision 090). */
  tasks: ApplicationDocument[];
  memberId: string | null;
  canReveal: boolean;
  /** Whose documents may be countersigned here, and whether this reader may (decision 091). */
  countersign?: { applicationId: string; mayAct: boolean };
}) {
  return (
    <div className="space-y-4">
      {tasks.map((task) => (
        <TaskReview
          key={task.id}
          task={task}
          memberId={memberId}
          canReveal={canReveal}
          countersign={countersign}
        />
      ))}
    </div>
  );
}
