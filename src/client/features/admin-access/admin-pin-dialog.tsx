import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { TextField } from '../../components/ui/text-field';
import type { VerifyPinAnswer } from '../../../shared/schemas/admin';
import { ApiError, postJson } from '../../lib/api-client';
import { ADMIN_SESSION_KEY } from '../../lib/admin-session';
import { dismissErrorToasts } from '../../lib/use-toast';
import { showPinError } from './show-pin-error';

const PIN_MAX_LENGTH = 6;

async function verifyPin(pin: string): Promise<VerifyPinAnswer> {
  const answer = await postJson<VerifyPinAnswer>('/api/admin/verify-pin', { pin });
  // The server refuses with a 401; a 200 without success is treated the same way.
  if (!answer.success) throw new ApiError(401, { success: false, message: answer.message }, '401: refused');
  return answer;
}

export function AdminPinDialog({ onClose }: { onClose: () => void }) {
  const [pin, setPin] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const verify = useMutation({
    mutationFn: verifyPin,
    onSuccess: () => {
      // 'Access Denied' from an earlier try is answered now: it does not follow onto the admin page.
      dismissErrorToasts();
      queryClient.removeQueries({ queryKey: ADMIN_SESSION_KEY });
      onClose();
      navigate('/admin/policies');
    },
    onError: (error) => {
      if (showPinError(error)) setPin('');
      inputRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pin && !verify.isPending) verify.mutate(pin);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Admin Access" description="Enter the admin access code to continue.">
        <form onSubmit={onSubmit}>
          <TextField
            ref={inputRef}
            label="Access code"
            type="password"
            autoComplete="off"
            maxLength={PIN_MAX_LENGTH}
            autoFocus
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!pin || verify.isPending}>
              {verify.isPending ? 'Verifying...' : 'Access Admin'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
