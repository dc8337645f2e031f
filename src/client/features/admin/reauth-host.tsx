import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { TextField } from '../../components/ui/text-field';
import { ApiError, postJson } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-message';
import { setReauthHost } from '../../lib/reauth';

interface Answer {
  success: boolean;
  message: string;
}

const WHY =
  'You signed in more than 10 minutes ago. For your security, please confirm it is you before this change.';

/**
 * Answers lib/reauth.ts (decision 037): an owner action refused for want of a fresh sign-in opens
 * this dialog; the password and code (or the passkey) confirm it, and the action is sent again.
 */
export function ReauthHost() {
  const [done, setDone] = useState<((isConfirmed: boolean) => void) | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  useEffect(() => setReauthHost((next) => setDone(() => next)), []);
  if (!done) return null;

  const finish = (isConfirmed: boolean) => {
    setDone(null);
    setPassword('');
    setCode('');
    setError(null);
    done(isConfirmed);
  };
  const attempt = async (send: () => Promise<Answer>) => {
    setPending(true);
    setError(null);
    try {
      const answer = await send();
      if (answer.success) finish(true);
      else setError(answer.message);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? serverMessage(err, 'That did not work. Please try again.')
          : 'No passkey was used. Please try again, or enter your password and code.',
      );
    } finally {
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code || isPending) return;
    void attempt(() => postJson<Answer>('/api/admin/reauth', { password, code: code.trim() }));
  };
  const confirmWithPasskey = () =>
    attempt(async () => {
      const optionsJSON = await postJson<PublicKeyCredentialRequestOptionsJSON>(
        '/api/admin/reauth/passkey/options',
        {},
      );
      const response = await startAuthentication({ optionsJSON });
      return postJson<Answer>('/api/admin/reauth/passkey', { response });
    });

  return (
    <Dialog open onOpenChange={(open) => !open && finish(false)}>
      <DialogContent title="Confirm it is you" description={WHY}>
        <form onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label="Code"
            type="password"
            autoComplete="one-time-code"
            maxLength={40}
            hint="The 6-digit code from your authenticator app, or a recovery code."
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!password || !code || isPending}>
              {isPending ? 'Verifying...' : 'Confirm'}
            </Button>
          </DialogActions>
        </form>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Button
            variant="outline"
            className="w-full"
            disabled={isPending}
            onClick={() => void confirmWithPasskey()}
          >
            Use a passkey
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
