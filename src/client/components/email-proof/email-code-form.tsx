import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { DialogClose } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { TextField } from '../ui/text-field';
import { serverMessage } from '../../lib/error-message';
import { FormMessage } from './form-message';
import { useSendCode, type SentCode } from '../../lib/use-send-code';

/** Step 1: ask the server to email a 6-digit code. */
interface EmailCodeFormProps {
  onSent: (sent: SentCode) => void;
  initialEmail?: string;
}

export function EmailCodeForm({ onSent, initialEmail = '' }: EmailCodeFormProps) {
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
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormMessage
        error={send.isError ? serverMessage(send.error, 'Could not send a code. Please try again.') : null}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!email.trim() || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send code'}
        </Button>
      </DialogActions>
    </form>
  );
}
