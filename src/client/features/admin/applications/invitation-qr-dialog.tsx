import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useConfig } from '../../../lib/use-config';
import { toast } from '../../../lib/use-toast';
import type { InvitationLinkAnswer, InvitationRow } from '../../../../shared/answers/applications';
import { useShowInvitationLink } from './applications-api';
import { QrCode } from './invitation-qr-code';
import './invitation-print.css';

interface InvitationQrDialogProps {
  invitation: InvitationRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Show QR code' (issue 43 item 6, decision 114): for a hire standing in the site office. HR
 * first reads that a new link is made and the emailed one stops working; once confirmed, the new
 * link shows as a QR code to scan, as text to copy, and prints on a sheet of its own (the
 * company, the hire, the code and its expiry). The link is kept only while the dialog is open:
 * the server answers it once, and showing the code again makes another.
 */
export function InvitationQrDialog({ invitation, open, onOpenChange }: InvitationQrDialogProps) {
  const [shown, setShown] = useState<InvitationLinkAnswer | null>(null);
  const show = useShowInvitationLink(setShown);
  const close = (next: boolean) => {
    if (show.isPending) return;
    onOpenChange(next);
    if (!next) setShown(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {shown ? (
        <DialogContent
          title={`Invitation for ${shown.invitation.fullName}`}
          description={
            <>
              Scan the code with the phone&apos;s camera to open the invitation. It works once, until{' '}
              <DateTimeText value={shown.invitation.expiresAt} withSeconds />. The link emailed before no
              longer works.
            </>
          }
        >
          <ShownLink answer={shown} />
        </DialogContent>
      ) : (
        <DialogContent
          title="Show the invitation as a QR code?"
          description={`A new link is made for ${invitation.fullName} to scan. The link emailed to ${invitation.email} stops working: opening it will say it was replaced.`}
        >
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={show.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button disabled={show.isPending} onClick={() => show.mutate(invitation)}>
              {show.isPending ? 'Making the link...' : 'Show QR Code'}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}

function ShownLink({ answer }: { answer: InvitationLinkAnswer }) {
  const { invitation, link } = answer;
  const companyName = useConfig()?.companyName ?? '';
  const copyRef = useRef<HTMLButtonElement>(null);
  // The confirm button that had the focus is gone: the next thing HR does is here.
  useEffect(() => copyRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({
        title: 'Link Copied',
        description: `Paste it in a message to ${invitation.fullName}. It works once.`,
      });
    } catch {
      toast({
        title: 'Not Copied',
        description: 'This browser did not allow copying. Select the link and copy it, or show the QR code.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-4">
      <div className="invitation-print-sheet space-y-3 text-center">
        <p className="hidden text-2xl font-semibold text-slate-900 print:block">{companyName}</p>
        <p className="hidden text-xl text-slate-900 print:block">{invitation.fullName}</p>
        <QrCode
          text={link}
          label={`QR code of the invitation link for ${invitation.fullName}`}
          className="mx-auto size-64 print:size-[10cm]"
        />
        <p className="hidden text-slate-900 print:block">
          Scan with your phone&apos;s camera. The link works once, until{' '}
          <DateTimeText value={invitation.expiresAt} withSeconds />.
        </p>
      </div>
      <div className="print:hidden">
        <p className="text-sm font-medium text-slate-800">The link</p>
        <p className="mt-1 rounded-lg bg-slate-100 p-2 font-mono text-sm break-all text-slate-900 select-all">
          {link}
        </p>
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Button ref={copyRef} onClick={() => void copy()}>
          Copy link
        </Button>
      </DialogActions>
    </div>
  );
}
