import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { type TestEmailDefault, testEmailSchema, type TestEmailSent } from '../../../../shared/schemas/admin';
import { useSessionExpiry } from '../use-session-expiry';

const DEFAULT_KEY = ['/api/test-email/default'] as const;

function showError(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** Sends the sample application PDF, so an admin can check that mail leaves the server. */
export function TestEmailForm() {
  const prefill = useQuery<TestEmailDefault>({ queryKey: DEFAULT_KEY, staleTime: 0 });
  // Until the admin types, the field shows the server's default address.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? prefill.data?.email ?? '';
  const checkExpiry = useSessionExpiry();

  const send = useMutation({
    mutationFn: (address: string) => postJson<TestEmailSent>('/api/test-email', { email: address }),
    onSuccess: (answer) => toast({ title: 'Success!', description: answer.message }),
    onError: (error) => {
      checkExpiry(error);
      // A thrown fetch (no ApiError) means the request never got an answer.
      showError(
        error instanceof ApiError
          ? serverMessage(error, 'Failed to send test email')
          : 'Network error occurred',
      );
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = testEmailSchema.safeParse({ email });
    if (!parsed.success) return showError(parsed.error.issues[0]?.message ?? 'Please enter an email address');
    send.mutate(parsed.data.email);
  };

  return (
    <SectionCard
      title="Send a test email"
      description="Sends the sample application PDF (a fictional employee) to the address below, as notification recipients receive one for each submission."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          className="sm:max-w-md sm:flex-1"
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder={prefill.isPending ? 'Loading default address...' : undefined}
          value={email}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" disabled={send.isPending} className="min-h-12 whitespace-nowrap">
          {send.isPending ? 'Sending...' : 'Send Test PDF'}
        </Button>
      </form>
    </SectionCard>
  );
}
