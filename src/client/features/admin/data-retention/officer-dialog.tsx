import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { InputField } from '../../../components/ui/input-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { approveDeletionSchema, markDownloadedSchema } from '../../../../shared/schemas/admin';
import { hasReachedRecordsSystem } from '../../../../shared/retention';
import type { RetentionMember } from '../../../../shared/answers/retention';
import { useApproveDeletion, useMarkDownloaded } from './use-retention-mutations';

export type OfficerAction = 'download' | 'approve';

export const TICK_LABEL = 'I have this record’s data another way';
const TICK_REQUIRED = 'Tick that you have the data another way, or wait for the delivery';

interface OfficerDialogProps {
  action: OfficerAction;
  member: RetentionMember;
  /** The name the officer typed last time, to save retyping it for each record. */
  initialName: string;
  onNameUsed: (name: string) => void;
  onClose: () => void;
}

const TEXT = {
  download: {
    title: 'Mark Downloaded',
    describe: (name: string) =>
      `Confirm that the data for ${name} has been downloaded from the external records system.`,
    confirm: 'Confirm Download',
  },
  approve: {
    title: 'Approve Deletion',
    describe: (name: string) =>
      `Approve the record of ${name} for permanent deletion. It is removed when the approved records are deleted.`,
    confirm: 'Approve Deletion',
  },
} as const;

/** Mark Downloaded asks for the officer's name; Approve Deletion also takes optional notes. */
export function OfficerDialog({ action, member, initialName, onNameUsed, onClose }: OfficerDialogProps) {
  const [officerName, setOfficerName] = useState(initialName);
  const [notes, setNotes] = useState('');
  const [hasDataElsewhere, setHasDataElsewhere] = useState(false);
  const [error, setError] = useState<string>();
  const [tickError, setTickError] = useState<string>();
  const tickRef = useRef<HTMLInputElement>(null);
  // The tick is asked for only when the records system does not hold the data (issue 12, item 7).
  const needsTick = action === 'approve' && !hasReachedRecordsSystem(member);
  const nameRef = useRef<HTMLInputElement>(null);
  const tickNoteId = useId();
  const markDownloaded = useMarkDownloaded(onClose);
  const approveDeletion = useApproveDeletion(onClose);
  const isPending = markDownloaded.isPending || approveDeletion.isPending;
  const text = TEXT[action];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const parsed =
      action === 'download'
        ? markDownloadedSchema.safeParse({ officerName })
        : approveDeletionSchema.safeParse({ officerName, notes, hasDataElsewhere });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      nameRef.current?.focus();
      return;
    }
    setError(undefined);
    if (needsTick && !hasDataElsewhere) {
      setTickError(TICK_REQUIRED);
      tickRef.current?.focus();
      return;
    }
    setTickError(undefined);
    onNameUsed(parsed.data.officerName);
    if (action === 'download') markDownloaded.mutate({ memberId: member.id, ...parsed.data });
    else approveDeletion.mutate({ memberId: member.id, notes: '', hasDataElsewhere: false, ...parsed.data });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !isPending && onClose()}>
      <DialogContent title={text.title} description={text.describe(member.fullName)}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <InputField
            ref={nameRef}
            label="Officer name"
            autoComplete="name"
            autoFocus
            value={officerName}
            error={error}
            onChange={(e) => setOfficerName(e.target.value)}
          />
          {action === 'approve' && (
            <TextareaField
              label="Notes"
              hint="Optional. Kept with the approval."
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          )}
          {needsTick && (
            <div className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3">
              <p id={tickNoteId} className="text-sm text-amber-900">
                {member.recordsSystemStatus
                  ? 'The latest submission has not reached the records system.'
                  : 'This member has no submission in the records system.'}
              </p>
              <CheckboxField
                ref={tickRef}
                label={TICK_LABEL}
                aria-describedby={tickNoteId}
                aria-invalid={tickError ? true : undefined}
                checked={hasDataElsewhere}
                onChange={(e) => {
                  setHasDataElsewhere(e.target.checked);
                  if (e.target.checked) setTickError(undefined);
                }}
              />
              {tickError && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {tickError}
                </p>
              )}
            </div>
          )}
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={action === 'approve' ? 'danger' : 'primary'} disabled={isPending}>
              {isPending ? 'Saving...' : text.confirm}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
