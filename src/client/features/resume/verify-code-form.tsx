import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { TextField } from '../../components/ui/text-field';
import { postJson } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-message';
import { FormMessage } from './form-message';

interface VerifyCodeProps {
  email: string;
  sentMessage: string;
  onVerified: () => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code from the email; success binds this device to the application. */
export function VerifyCodeForm({ email, sentMessage, onVerified, onChangeEmail }: VerifyCodeProps) {
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: (value: string) =>
      postJson<{ verified: boolean; email: string }>('/api/auth/verify-code', { email, code: value }),
    onSuccess: onVerified,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormMessage info={sentMessage} />
      <TextField
        className="mt-4"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      <FormMessage
        error={
          verify.isError ? serverMessage(verify.error, 'Could not check the code. Please try again.') : null
        }
      />
      <Button variant="link" className="mt-2" onClick={onChangeEmail}>
        Use a different email
      </Button>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={code.length !== 6 || verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </DialogActions>
    </form>
  );
}
