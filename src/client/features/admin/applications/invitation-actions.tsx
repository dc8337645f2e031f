import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfig } from '../../../lib/use-config';
import type { InvitationRow } from '../../../../shared/answers/applications';
import {
  isInvitationOpen,
  useResendInvitation,
  useTextInvitation,
  useWithdrawInvitation,
} from './applications-api';
import { InvitationQrDialog } from './invitation-qr-dialog';

const NO_MOBILE = 'No mobile was given with this invitation, so it cannot go by SMS.';

/**
 * Resend (a new link, the old one void) and Withdraw, while the hire has not opened the link; and
 * for a hire in the site office, Show QR code and, when the install sends SMS, Send by SMS
 * (decision 114): each a new link, the one before void.
 */
export function InvitationActions({
  invitation,
  isCompact = false,
}: {
  invitation: InvitationRow;
  /** A table row's: Show QR code and Send by SMS as icons (named for screen readers, with a tooltip). */
  isCompact?: boolean;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isShowingQr, setIsShowingQr] = useState(false);
  const resend = useResendInvitation();
  const text = useTextInvitation();
  const withdraw = useWithdrawInvitation(() => setIsConfirming(false));
  const smsInvitations = useConfig()?.smsInvitations === true;
  const noMobileId = useId();
  if (!isInvitationOpen(invitation.status)) return null;
  const who = <span className="sr-only"> the invitation of {invitation.fullName}</span>;
  const hasMobile = invitation.mobile !== '';
  return (
    <>
      <Button
        variant="outline"
        className="whitespace-nowrap"
        disabled={resend.isPending}
        onClick={() => resend.mutate(invitation)}
      >
        {resend.isPending ? 'Sending...' : 'Resend'}
        {who}
      </Button>
      <Button
        variant="outline"
        className={isCompact ? 'w-11 px-0!' : 'whitespace-nowrap'}
        title={isCompact ? 'Show QR code' : undefined}
        onClick={() => setIsShowingQr(true)}
      >
        {isCompact ? <QrIcon /> : 'Show QR code'}
        <span className="sr-only">
          {isCompact && 'Show QR code'} for the invitation of {invitation.fullName}
        </span>
      </Button>
      {smsInvitations && (
        <>
          <Button
            variant="outline"
            className={isCompact ? 'w-11 px-0!' : 'whitespace-nowrap'}
            title={isCompact ? (hasMobile ? 'Send by SMS' : NO_MOBILE) : undefined}
            disabled={!hasMobile || text.isPending}
            aria-describedby={hasMobile ? undefined : noMobileId}
            onClick={() => text.mutate(invitation)}
          >
            {isCompact ? <PhoneIcon /> : text.isPending ? 'Sending...' : 'Send by SMS'}
            <span className="sr-only">
              {isCompact && 'Send by SMS'} the invitation of {invitation.fullName}
            </span>
          </Button>
          {!hasMobile && (
            <span id={noMobileId} className={isCompact ? 'sr-only' : 'basis-full text-xs text-slate-600'}>
              {NO_MOBILE}
            </span>
          )}
        </>
      )}
      <Button variant="danger-ghost" className="whitespace-nowrap" onClick={() => setIsConfirming(true)}>
        Withdraw{who}
      </Button>
      <InvitationQrDialog invitation={invitation} open={isShowingQr} onOpenChange={setIsShowingQr} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Withdraw the invitation?"
        description={`The link sent to ${invitation.email} will stop working. Opening it will say the invitation was withdrawn.`}
        confirmLabel="Withdraw Invitation"
        pendingLabel="Withdrawing..."
        isPending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(invitation)}
      />
    </>
  );
}

function QrIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm4 0h4v2h-4zm-4 4h2v4h-2zm4 0h2v2h2v4h-4zm-2 2h2v2h-2z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M10 18h4" strokeLinecap="round" />
    </svg>
  );
}
