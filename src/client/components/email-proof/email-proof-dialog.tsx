import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyCodeAnswer } from '../../../shared/answers/drafts';
import { Dialog, DialogContent } from '../ui/dialog';
import { hireMessage } from '../../lib/error-message';
import { EmailCodeForm } from './email-code-form';
import { FormMessage } from './form-message';
import { fetchPendingCode, useSendCode, type SentCode } from '../../lib/use-send-code';
import { VerifyCodeForm } from './verify-code-form';

/** A code lives 10 minutes; reuse one for 9 so it cannot expire while being typed. */
const CODE_STILL_GOOD_MS = 9 * 60_000;

interface EmailProofDialogProps {
  /** Basic info's first Next: the code is sent to this email as the dialog opens... */
  email?: string;
  /** ...unless a code sent to it moments ago is still good (Change email, then Next again). */
  previous?: SentCode | null;
  onSent?: (sent: SentCode) => void;
  onProven: (answer: VerifyCodeAnswer) => void;
  onClose: () => void;
  /** Basic info: 'Change email' returns to the form; otherwise it asks for another address here. */
  onChangeEmail?: () => void;
  /** Why the code is asked for, when not to confirm a new email (the step-up window). */
  description?: string;
}

/**
 * The one way to prove an email (DESIGN.md §3.2), for basic info's first Next and for
 * 'Continue an existing application' alike: a code is emailed, entered here, and this device
 * then acts for that email.
 */
export function EmailProofDialog(props: EmailProofDialogProps) {
  const { email, previous, onProven, onClose, onChangeEmail } = props;
  const queryClient = useQueryClient();
  const { t } = useTranslation('access');
  const [sent, setSentState] = useState<SentCode | null>(() =>
    email && previous?.email === email && Date.now() - previous.sentAt < CODE_STILL_GOOD_MS ? previous : null,
  );
  const setSent = (next: SentCode | null) => {
    setSentState(next);
    if (next) props.onSent?.(next);
  };
  const sendNow = useSendCode(setSent);
  const { mutate } = sendNow;
  const needsCode = !!email && !sent;
  // 'Continue an existing application' first asks whether this browser has a code out (asked
  // for before a reload, the mail app open meanwhile): its box opens, not the email form.
  const [isCheckingPending, setIsCheckingPending] = useState(!email);

  useEffect(() => {
    if (!needsCode && !isCheckingPending) return;
    // Once, on opening: a resend is the person's choice. A code this browser asked for before a
    // reload (the mail app open meanwhile) is still good: its box opens again, no new code.
    let isCurrent = true;
    void fetchPendingCode()
      .catch(() => null)
      .then((pending) => {
        if (!isCurrent) return;
        if (!email) {
          if (pending) setSent(pending);
          setIsCheckingPending(false);
        } else if (pending?.email === email) setSent(pending);
        else mutate(email);
      });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onVerified = (answer: VerifyCodeAnswer) => {
    // This device now acts for the email: drafts, photo and status are its application's.
    void queryClient.invalidateQueries();
    onProven(answer);
  };

  const changeEmail = () => {
    if (onChangeEmail) onChangeEmail();
    else setSent(null);
  };

  const body = sent ? (
    <VerifyCodeForm sent={sent} onResent={setSent} onVerified={onVerified} onChangeEmail={changeEmail} />
  ) : email ? (
    sendNow.isError ? (
      <FormMessage error={hireMessage(sendNow.error, t('proof.sendFailed'))} />
    ) : (
      <p role="status" className="mt-3 text-sm text-slate-600">
        {t('proof.sending')}
      </p>
    )
  ) : isCheckingPending ? (
    <p role="status" className="mt-3 text-sm text-slate-600">
      {t('proof.moment')}
    </p>
  ) : (
    <EmailCodeForm onSent={setSent} />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={email ? t('proof.confirmTitle') : t('proof.continueTitle')}
        description={
          props.description ??
          (sent ? t('proof.enterCode') : email ? t('proof.emailing') : t('proof.enterEmail'))
        }
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}
