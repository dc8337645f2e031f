import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { InputField } from '../../../components/ui/input-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { approveDeletionSchema, markDownloadedSchema } from '../../../../shared/schemas/admin';
import type { RetentionMember } from '../../../../shared/retention';
import { useApproveDeletion, useMarkDownloaded } from './use-retention-mutations';

export type OfficerAction = 'download' | 'approve';

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
  const [error, setError] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
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
        : approveDeletionSchema.safeParse({ officerName, notes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      nameRef.current?.focus();
      return;
    }
    setError(undefined);
    onNameUsed(parsed.data.officerName);
    if (action === 'download') markDownloaded.mutate({ memberId: member.id, ...parsed.data });
    else approveDeletion.mutate({ memberId: member.id, notes: '', ...parsed.data });
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
