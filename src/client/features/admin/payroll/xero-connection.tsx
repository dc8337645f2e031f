import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { SectionCard } from '../../../components/ui/section-card';
import { apiRequest, postJson } from '../../../lib/api-client';
import type { XeroAuthorizeAnswer, XeroConnectionAnswer } from '../../../../shared/answers/xero-connection';
import {
  XERO_API,
  XERO_OUTCOME_TEXT,
  XERO_OUTCOMES,
  type XeroOutcome,
} from '../../../../shared/xero-connection';
import { useAdminMutation } from '../use-admin-mutation';
import { PAYROLL_CONNECTIONS_KEY } from '../settings/payroll-connections-api';

const XERO_KEY = [XERO_API.connection] as const;

/** What Xero's consent screen ended in, from the callback's `?xero=`; null on an ordinary visit. */
function useXeroOutcome(): XeroOutcome | null {
  const value = new URLSearchParams(useSearch()).get('xero');
  return (XERO_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as XeroOutcome) : null;
}

/**
 * The owner's Xero Payroll AU connection (issue 41 item 4, decision 104): Connect sends the browser
 * to Xero's consent screen, which returns here with `?xero=`; once connected it names the
 * organisation, and Disconnect (after a confirmation) removes the grant here and at Xero.
 */
export function XeroConnection() {
  const queryClient = useQueryClient();
  const connection = useQuery<XeroConnectionAnswer>({ queryKey: XERO_KEY });
  const outcome = useXeroOutcome();
  const [isConfirming, setIsConfirming] = useState(false);

  const connect = useAdminMutation<void, XeroAuthorizeAnswer>({
    listKey: XERO_KEY,
    mutationFn: () => postJson<XeroAuthorizeAnswer>(XERO_API.authorize),
    // Xero's own page: it comes back to this screen when the owner has chosen.
    onSuccess: ({ url }) => window.location.assign(url),
    errorTitle: 'Xero not connected',
    errorFallback: 'Could not start the connection to Xero. Please try again.',
  });
  const disconnect = useAdminMutation<void, XeroConnectionAnswer>({
    listKey: XERO_KEY,
    mutationFn: () => apiRequest<XeroConnectionAnswer>('DELETE', XERO_API.connection),
    onSuccess: (answer) => {
      queryClient.setQueryData(XERO_KEY, answer);
      // Ready for payroll offers Xero only while it is connected.
      void queryClient.invalidateQueries({ queryKey: PAYROLL_CONNECTIONS_KEY });
      setIsConfirming(false);
    },
    errorTitle: 'Xero not disconnected',
    errorFallback: 'Could not disconnect Xero. Please try again.',
  });

  const data = connection.data;
  return (
    <SectionCard
      title="Xero Payroll AU"
      description="Send to payroll creates each approved hire as an employee in your Xero organisation: tax declaration, bank account and super fund included."
    >
      <div className="mt-4 flex flex-col gap-3">
        {outcome && (
          <p
            role="status"
            className={
              outcome === 'connected'
                ? 'rounded-lg bg-emerald-50 p-3 text-emerald-900'
                : 'rounded-lg bg-amber-50 p-3 text-amber-900'
            }
          >
            {XERO_OUTCOME_TEXT[outcome]}
          </p>
        )}
        {connection.isPending && <p className="text-slate-600">Loading the Xero connection...</p>}
        {connection.isError && <p className="text-red-700">Could not load the Xero connection.</p>}
        {data && !data.configured && (
          <p className="text-slate-700">
            Xero is not set up on this server yet. Whoever runs it adds the Xero app’s client id and secret
            (XERO_CLIENT_ID and XERO_CLIENT_SECRET, as the operations guide says); then you can connect here.
          </p>
        )}
        {data?.configured && !data.connected && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">
              Not connected. You will sign in to Xero and choose the organisation.
            </p>
            <Button
              className="min-h-12 whitespace-nowrap"
              disabled={connect.isPending}
              onClick={() => connect.mutate()}
            >
              {connect.isPending ? 'Opening Xero...' : 'Connect Xero'}
            </Button>
          </div>
        )}
        {data?.connected && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">
              Connected to{' '}
              <strong className="text-slate-900">{data.organisationName || 'your Xero organisation'}</strong>
              {data.connectedAt && (
                <>
                  {' '}
                  since <DateTimeText value={data.connectedAt} />
                </>
              )}
              .
            </p>
            <Button
              variant="outline"
              className="min-h-12 whitespace-nowrap"
              onClick={() => setIsConfirming(true)}
            >
              Disconnect
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Disconnect Xero"
        description="Hires can no longer be sent to Xero Payroll AU until you connect again. Employees already sent stay in Xero."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        isPending={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
      />
    </SectionCard>
  );
}
