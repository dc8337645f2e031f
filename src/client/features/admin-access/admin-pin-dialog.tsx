import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { ADMIN_SESSION_KEY, type AdminSession } from '../../lib/admin-session';
import { clearDeviceFlags } from '../../lib/device-flags';
import { dropAllUnsent, flushAll } from '../../lib/draft-autosave';
import { dismissErrorToasts, toast } from '../../lib/use-toast';
import { homeSectionFor } from '../../lib/admin-sections';
import { signInWithCode, signInWithPasskey } from './admin-sign-in';
import { showPinError } from './show-pin-error';

/** The spec's box of 6: the PIN, or an authenticator code; a recovery code is longer. */
const PIN_MAX_LENGTH = 6;
const RECOVERY_CODE_MAX_LENGTH = 40;

/**
 * The spec's Admin dialog with staff accounts (decision 029): Email and Password above the
 * access-code box, which takes the person's current authenticator code or a recovery code (both
 * factors at once, decision 037); 'Use a passkey' signs in with one tap and the device's check. With no email the box is the setup access code, which works only until the
 * owner has enrolled (the server then says to use a staff account).
 */
export function AdminPinDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const onSignedIn = async (session: AdminSession) => {
    // 'Access Denied' from an earlier try is answered now: it does not follow onto the admin page.
    dismissErrorToasts();
    // The staff session is a new one holding the staff grant only (decision 029): a hire who
    // used this browser (a site tablet) is signed out of it, and nothing of theirs stays in
    // memory or on the device for the staff member's screens (as at the hire's Sign out).
    await dropAllUnsent();
    clearDeviceFlags();
    queryClient.removeQueries();
    queryClient.setQueryData(ADMIN_SESSION_KEY, session);
    onClose();
    navigate(homeSectionFor(session.role));
  };

  const verify = useMutation({
    // What a hire typed on this browser reaches their session first, not the staff one.
    mutationFn: async (input: { email: string; password: string; code: string }) => {
      await flushAll();
      return signInWithCode(input.email, input.password, input.code);
    },
    onSuccess: onSignedIn,
    onError: (error) => {
      if (showPinError(error)) setCode('');
      codeRef.current?.focus();
    },
  });

  const passkey = useMutation({
    mutationFn: async () => {
      await flushAll();
      return signInWithPasskey();
    },
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError) showPinError(error);
      else {
        // The browser's own refusal (cancelled, timed out, no passkey for this site).
        toast({
          title: 'Access Denied',
          description: 'No passkey was used. Please try again, or enter your email and code.',
          variant: 'destructive',
        });
      }
    },
  });
  const isPending = verify.isPending || passkey.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code && !isPending) verify.mutate({ email: email.trim(), password, code: code.trim() });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Admin Access" description="Enter the admin access code to continue.">
        <form onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username webauthn"
            hint="Your staff account's email. Leave it empty to use the setup access code."
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {email.trim() && (
            // Two factors (decision 037): the password, with the code below.
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <TextField
            ref={codeRef}
            label="Access code"
            type="password"
            autoComplete="one-time-code"
            maxLength={email.trim() ? RECOVERY_CODE_MAX_LENGTH : PIN_MAX_LENGTH}
            hint="The 6-digit code from your authenticator app, or a recovery code if you do not have it."
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!code || (!!email.trim() && !password) || isPending}>
              {verify.isPending ? 'Verifying...' : 'Access Admin'}
            </Button>
          </DialogActions>
        </form>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Button variant="outline" className="w-full" disabled={isPending} onClick={() => passkey.mutate()}>
            {passkey.isPending ? 'Verifying...' : 'Use a passkey'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
