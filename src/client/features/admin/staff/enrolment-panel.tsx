import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { toast } from '../../../lib/use-toast';
import { enrolPasskey, offerTotp, openEnrolment, type TotpOffer } from './enrolment-api';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

const ROLE_LABEL = { owner: 'Owner', hr: 'HR', payroll: 'Payroll' } as const;

/**
 * The token of the emailed link (`/admin/enrol#TOKEN`): in the fragment, which no server sees.
 * Once read it leaves the address bar and the history entry (attack review item 16): a screen
 * shared or a browser history read later shows no usable link.
 */
function linkToken(): string {
  if (typeof window === 'undefined') return '';
  const token = window.location.hash.slice(1);
  if (token)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

/**
 * The page the emailed one-time link opens (decision 029): the person chooses a passkey, or a
 * password with an authenticator app (decision 037), confirms it, and sees their recovery codes once.
 */
export function EnrolmentPanel() {
  const [token] = useState(linkToken);
  const [offer, setOffer] = useState<TotpOffer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrolment = useQuery({
    queryKey: ['staff-enrolment', token],
    queryFn: () => openEnrolment(token),
    enabled: token.length > 0,
    staleTime: Infinity,
  });

  const totp = useMutation({
    mutationFn: () => offerTotp(token),
    onSuccess: setOffer,
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Could not start the authenticator set-up. Please try again.'),
        variant: 'destructive',
      }),
  });
  const passkey = useMutation({
    mutationFn: () => enrolPasskey(token),
    onSuccess: setCodes,
    onError: (error) =>
      toast({
        title: 'Passkey not added',
        description:
          error instanceof ApiError
            ? serverMessage(error, 'The passkey could not be added. Please try again.')
            : 'No passkey was created. Please try again, or use an authenticator app.',
        variant: 'destructive',
      }),
  });

  if (!token || enrolment.isError) {
    return (
      <p role="alert" className="text-slate-800">
        {serverMessage(enrolment.error, 'This link is not valid. Please ask an owner to send you a new one.')}
      </p>
    );
  }
  if (enrolment.isPending) return <PageLoading label="Loading..." />;
  if (codes) return <RecoveryCodes codes={codes} email={enrolment.data.email} />;

  const person = enrolment.data;
  if (offer) return <TotpSetup token={token} offer={offer} onConfirmed={setCodes} />;

  const isPending = totp.isPending || passkey.isPending;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Welcome, {person.name}. You are joining the admin pages as{' '}
        <strong className="font-semibold">{ROLE_LABEL[person.role]}</strong> with {person.email}. Choose how
        you will sign in. This link works once, until <DateTimeText value={person.expiresAt} withSeconds />.
      </p>
      <section aria-labelledby="passkey-choice" className="rounded-xl border border-slate-200 p-4">
        <h2 id="passkey-choice" className="font-semibold text-slate-900">
          A passkey
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your phone or computer keeps it and unlocks it with your fingerprint, face or screen lock.
        </p>
        <Button className="mt-3 w-full" disabled={isPending} onClick={() => passkey.mutate()}>
          {passkey.isPending ? 'Waiting for your device...' : 'Create a passkey'}
        </Button>
      </section>
      <section aria-labelledby="totp-choice" className="rounded-xl border border-slate-200 p-4">
        <h2 id="totp-choice" className="font-semibold text-slate-900">
          A password and an authenticator app
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          You choose a password, and Google Authenticator, Microsoft Authenticator or similar shows a new
          6-digit code every 30 seconds. You sign in with both.
        </p>
        <Button variant="outline" className="mt-3 w-full" disabled={isPending} onClick={() => totp.mutate()}>
          {totp.isPending ? 'Preparing...' : 'Use an authenticator app'}
        </Button>
      </section>
    </div>
  );
}
