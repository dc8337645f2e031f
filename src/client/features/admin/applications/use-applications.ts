import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../../../lib/api-client';
import type {
  ApplicationDetail,
  ApplicationsPage,
  InvitationRow,
  InvitationsList,
} from '../../../../shared/answers/applications';
import { useSessionExpiry } from '../use-session-expiry';
import {
  APPLICATIONS_KEY,
  applicationKey,
  applicationsUrl,
  INVITATIONS_KEY,
  type ApplicationsView,
} from './applications-api';

function useExpiryCheck(error: Error | null) {
  const checkExpiry = useSessionExpiry();
  useEffect(() => {
    if (error) checkExpiry(error);
  }, [error, checkExpiry]);
}

/** A hire on its way to a payroll system: the lists showing it re-read until it has arrived. */
export const PAYROLL_POLL_MS = 2000;
export const isSendingToPayroll = (page: ApplicationsPage | undefined) =>
  page?.applications.some((row) => row.payrollPush?.state === 'pending') ?? false;

/**
 * One page of applications; the previous page stays on screen while the next loads. With `poll`
 * (or while a row of the page is being sent to payroll), it is re-read every few seconds.
 */
export function useApplicationsList(view: ApplicationsView, options: { poll?: boolean } = {}) {
  const query = useQuery<ApplicationsPage>({
    queryKey: [...APPLICATIONS_KEY, view],
    queryFn: () => getJson<ApplicationsPage>(applicationsUrl(view)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => (options.poll || isSendingToPayroll(q.state.data) ? PAYROLL_POLL_MS : false),
  });
  useExpiryCheck(query.error);
  return query;
}

/** Every invitation, by its application: Resend and Withdraw take the invitation's id. */
export function useInvitationsByApplication() {
  const query = useQuery<InvitationsList>({
    queryKey: INVITATIONS_KEY,
    queryFn: () => getJson<InvitationsList>(INVITATIONS_KEY[0]),
    staleTime: 0,
  });
  useExpiryCheck(query.error);
  // Newest first: an application's newest invitation is the one its actions take.
  const byApplication = new Map<string, InvitationRow>();
  for (const invitation of query.data?.invitations ?? []) {
    if (!byApplication.has(invitation.applicationId)) byApplication.set(invitation.applicationId, invitation);
  }
  return byApplication;
}

export function useApplication(id: string | null) {
  const key = applicationKey(id ?? '');
  const query = useQuery<ApplicationDetail>({
    queryKey: key,
    queryFn: () => getJson<ApplicationDetail>(key[0]),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.application.payrollPush?.state === 'pending' ? PAYROLL_POLL_MS : false,
  });
  useExpiryCheck(query.error);
  return query;
}
