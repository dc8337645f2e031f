import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyCodeAnswer } from '../../../shared/answers/drafts';
import { Button } from '../ui/button';
import { DialogClose } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { TextField } from '../ui/text-field';
import { enqueue } from '../../lib/draft-autosave';
import { postJson, typedSteps } from '../../lib/api-client';
import { hireMessage, hireText } from '../../lib/error-message';
import { isStepUpRequired, requestStepUp } from '../../lib/step-up';
import { FormMessage } from './form-message';
import { RESEND_AFTER_MS, useSendCode, type SentCode } from '../../lib/use-send-code';

interface VerifyCodeProps {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onVerified: (answer: VerifyCodeAnswer) => void;
  onChangeEmail: () => void;
}

/** Seconds until Resend is offered, counting down once a second. */
function useSecondsLeft(until: number): number {
  // From this phone's clock at once: a code sent before a reload has less than 30 s left.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.min(RESEND_AFTER_MS / 1000, Math.max(0, Math.ceil((until - now) / 1000)));
}

/** The 6-digit code from the email; success proves the email for this device. */
export function VerifyCodeForm({ sent, onResent, onVerified, onChangeEmail }: VerifyCodeProps) {
  const { t } = useTranslation('access');
  const [code, setCode] = useState('');
  const verify = useMutation({
    // In the autosave queue: the proof rotates the session token, and a save sent with the old
    // token that answered after it would set an anonymous session's cookie in its place.
    mutationFn: (value: string) =>
      enqueue(() =>
        // Only drafts typed on this page since it loaded move to the email (decision 021).
        postJson<VerifyCodeAnswer>('/api/auth/verify-code', {
          email: sent.email,
          code: value,
          typedSteps: typedSteps(),
        }),
      ),
    onSuccess: onVerified,
  });
  const resend = useSendCode((again) => {
    setCode('');
    verify.reset();
    onResent(again);
  });
  // Moving an application to this email needs the current email's fresh code too: once that is
  // entered, a new code for this email is sent (the one entered was used up).
  const { mutate: resendNow } = resend;
  useEffect(() => {
    if (!isStepUpRequired(verify.error)) return;
    void requestStepUp().then((isProven) => isProven && resendNow(sent.email));
  }, [verify.error, resendNow, sent.email]);
  const secondsLeft = useSecondsLeft(sent.sentAt + RESEND_AFTER_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a submit through portals: the dialog's form must not submit the page's.
    event.stopPropagation();
    verify.mutate(code);
  };

  const error = verify.isError
    ? hireMessage(verify.error, t('proof.checkFailed'))
    : resend.isError
      ? hireMessage(resend.error, t('proof.sendFailed'))
      : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      {/* The server's 'We sent a 6-digit code to …', in the hire's language. */}
      <FormMessage info={hireText(sent.message)} />
      <TextField
        className="mt-4"
        label={t('proof.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      <FormMessage error={error} />
      <div className="mt-2 flex flex-wrap gap-x-4">
        <Button
          variant="link"
          disabled={secondsLeft > 0 || resend.isPending}
          onClick={() => resend.mutate(sent.email)}
        >
          {secondsLeft > 0 ? t('proof.resendIn', { seconds: secondsLeft }) : t('proof.resend')}
        </Button>
        <Button variant="link" onClick={onChangeEmail}>
          {t('proof.changeEmail')}
        </Button>
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">{t('proof.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={code.length !== 6 || verify.isPending}>
          {verify.isPending ? t('proof.verifying') : t('proof.verify')}
        </Button>
      </DialogActions>
    </form>
  );
}
