import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, getJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { PayrollConnections } from '../../../../shared/answers/payroll';
import { PAYROLL_API } from '../../../../shared/payroll';
import type { employmentHeroConnectionSchema } from '../../../../shared/schemas/payroll';
import type { z } from 'zod/mini';
import { useSessionExpiry } from '../use-session-expiry';
import { useAdminMutation } from '../use-admin-mutation';

/** Each payroll system and whether it is connected (owner, payroll): never its key. */
export const PAYROLL_CONNECTIONS_KEY = [PAYROLL_API.connections] as const;

/** The connections, for the roles that may read them (owner, payroll): `enabled` false for others. */
export function usePayrollConnections(enabled = true) {
  const checkExpiry = useSessionExpiry();
  const query = useQuery<PayrollConnections>({
    queryKey: PAYROLL_CONNECTIONS_KEY,
    queryFn: () => getJson<PayrollConnections>(PAYROLL_CONNECTIONS_KEY[0]),
    staleTime: 0,
    enabled,
  });
  const { error } = query;
  useEffect(() => {
    if (error) checkExpiry(error);
  }, [error, checkExpiry]);
  return query;
}

type Connection = z.output<typeof employmentHeroConnectionSchema>;

/** The owner connects Employment Hero Payroll, or replaces its key: the answer is the list again. */
export function useConnectEmploymentHero(onSaved: () => void, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: PAYROLL_CONNECTIONS_KEY,
    mutationFn: (input: Connection) =>
      apiRequest<PayrollConnections>('PUT', PAYROLL_API.employmentHero, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(PAYROLL_CONNECTIONS_KEY, answer);
      toast({
        title: 'Employment Hero Payroll Connected',
        description: 'Payroll can now send approved hires to it from Ready for payroll.',
      });
      onSaved();
    },
    onError,
    errorTitle: 'Connection Failed',
    errorFallback: 'Failed to connect Employment Hero Payroll',
  });
}

export function useDisconnectEmploymentHero(onDone: () => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: PAYROLL_CONNECTIONS_KEY,
    mutationFn: () => apiRequest<PayrollConnections>('DELETE', PAYROLL_API.employmentHero),
    onSuccess: (answer) => {
      queryClient.setQueryData(PAYROLL_CONNECTIONS_KEY, answer);
      toast({
        title: 'Employment Hero Payroll Disconnected',
        description: 'Its API key is deleted. Hires already sent keep their employee ids.',
      });
      onDone();
    },
    errorTitle: 'Disconnecting Failed',
    errorFallback: 'Failed to disconnect Employment Hero Payroll',
  });
}
