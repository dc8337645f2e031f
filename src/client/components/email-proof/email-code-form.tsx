import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { DialogClose } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { TextField } from '../ui/text-field';
import { hireMessage } from '../../lib/error-message';
import { FormMessage } from './form-message';
import { useSendCode, type SentCode } from '../../lib/use-send-code';

/** Step 1: ask the server to email a 6-digit code. */
interface EmailCodeFormProps {
  onSent: (sent: SentCode) => void;
  initialEmail?: string;
}

export function EmailCodeForm({ onSent, initialEmail = '' }: EmailCodeFormProps) {
  const { t } = useTranslation('access');
  const [email, setEmail] = useState(initialEmail);
  const send = useSendCode(onSent);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a submit through portals: the dialog's form must not submit the page's.
    event.stopPropagation();
    send.mutate(email.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('proof.emailLabel')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormMessage error={send.isError ? hireMessage(send.error, t('proof.sendFailed')) : null} />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">{t('proof.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={!email.trim() || send.isPending}>
          {send.isPending ? t('proof.sendingButton') : t('proof.send')}
        </Button>
      </DialogActions>
    </form>
  );
}
