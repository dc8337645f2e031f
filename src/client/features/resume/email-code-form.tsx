import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { TextField } from '../../components/ui/text-field';
import { postJson } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-message';
import { FormMessage } from './form-message';

interface EmailCodeAnswer {
  sent: boolean;
  message: string;
}

/** Step 1: ask the server to email a 6-digit code. */
interface EmailCodeFormProps {
  onSent: (email: string, message: string) => void;
  initialEmail?: string;
}

export function EmailCodeForm({ onSent, initialEmail = '' }: EmailCodeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const send = useMutation({
    mutationFn: (value: string) => postJson<EmailCodeAnswer>('/api/auth/email-code', { email: value }),
    onSuccess: (answer, value) => onSent(value, answer.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
