import { useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import {
  APPLICATION_API,
  INVITATION_API,
  withId,
  type ApplicationFilter,
  type ApplicationSort,
  type ApplicationState,
  type HistoryEventKind,
  type InvitationStatus,
} from '../../../../shared/applications';
import type {
  ApplicationActionAnswer,
  InvitationAnswer,
  InvitationLinkAnswer,
  InvitationRow,
} from '../../../../shared/answers/applications';
import type { CeisAnswer } from '../../../../shared/answers/fair-work';
import type { Invitation, RequestChanges } from '../../../../shared/schemas/applications';
import type { BadgeTone } from '../../../components/ui/badge';
import { PAYROLL_API, PAYROLL_SYSTEM_NAMES, type PayrollSystem } from '../../../../shared/payroll';
import { formatMobile } from '../../../../shared/format';
import { useAdminMutation } from '../use-admin-mutation';

/** Every page, search and filter of the list sits under this key: a change re-reads them all. */
export const APPLICATIONS_KEY = [APPLICATION_API.list] as const;
/** The invitations (their ids for Resend and Withdraw), read beside the list. */
export const INVITATIONS_KEY = [INVITATION_API.list] as const;
/** One application's page. */
export const applicationKey = (id: string) => [withId(APPLICATION_API.detail, id)] as const;

export interface ApplicationsView {
  page: number;
  search: string;
  filter: ApplicationFilter;
  sort: ApplicationSort;
}

export function applicationsUrl({ page, search, filter, sort }: ApplicationsView): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  if (filter !== 'all') params.set('state', filter);
  if (sort !== 'newest') params.set('sort', sort);
  const query = params.toString();
  return query ? `${APPLICATIONS_KEY[0]}?${query}` : APPLICATIONS_KEY[0];
}

/** Where one application's page is (the route table's `/admin/application`). */
export const applicationPageUrl = (id: string) => `/admin/application?id=${encodeURIComponent(id)}`;

export const STATE_LABELS: Record<ApplicationState, string> = {
  invited: 'Invited',
  'in-progress': 'In progress',
  submitted: 'Submitted',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
};

/** The counters' words: each counter is the list's filter (issue 35 item 11). */
export const FILTER_LABELS: Record<ApplicationFilter, string> = {
  all: 'All',
  ...STATE_LABELS,
  'ready-for-payroll': 'Ready for payroll',
  'sent-to-payroll': 'Sent to payroll',
  stalled: 'Stalled',
  withdrawn: 'Withdrawn',
};

export const SORT_LABELS: Record<ApplicationSort, string> = {
  newest: 'Newest first',
  'planned-start': 'Planned start date',
  'last-active': 'Last active',
};

export const STATE_TONES: Record<ApplicationState, BadgeTone> = {
  invited: 'slate',
  'in-progress': 'blue',
  submitted: 'amber',
  'changes-requested': 'red',
  approved: 'green',
};

export const INVITATION_LABELS: Record<InvitationStatus, string> = {
  none: 'Started on their own',
  pending: 'Link sent, not opened',
  opened: 'Link opened',
  expired: 'Link expired',
  withdrawn: 'Invitation withdrawn',
};

export const HISTORY_LABELS: Record<HistoryEventKind, string> = {
  invited: 'Invited',
  'invitation-resent': 'Invitation sent again',
  'invitation-withdrawn': 'Invitation withdrawn',
  'invitation-link-shown': 'Invitation shown as a QR code (a new link)',
  'invitation-texted': 'Invitation sent by SMS',
  opened: 'Opened the invitation link',
  reminded: 'Reminder emailed',
  'task-signed': 'Signed',
  submitted: 'Submitted',
  'changes-requested': 'Changes requested',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
  delivered: 'Delivered to the records system',
  'payroll-set-up': 'Set up in payroll',
  'sponsor-confirmed': 'Confirmed the employer is the visa sponsor',
  'licence-sighted': 'Sighted a required ticket',
  'employment-changed': 'Employment details changed',
  'employee-started': 'Start date recorded',
  'employee-ended': 'End date recorded',
  'ceis-given': 'Gave the Casual Employment Information Statement',
  'sent-to-payroll': 'Sent to payroll',
};

/** The invitation may be sent again or withdrawn until the hire has opened it. */
export const isInvitationOpen = (status: InvitationStatus) => status === 'pending' || status === 'expired';

function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  };
}

export function useInvite(onInvited: (answer: InvitationAnswer) => void, onError: (error: unknown) => void) {
  const refresh = useRefreshApplications();
  return useAdminMutation({
    listKey: APPLICATIONS_KEY,
    mutationFn: (input: Invitation) => postJson<InvitationAnswer>(INVITATION_API.create, input),
    onSuccess: (answer, input) => {
      refresh();
      const texted = input.sendSms ? ` and texted ${formatMobile(answer.invitation.mobile)}` : '';
      toast({
        title: 'Invitation Sent',
        description: `We emailed ${answer.invitation.email}${texted} a link to start. It works once, for 7 days.`,
      });
      onInvited(answer);
    },
    onError,
    errorTitle: 'Invitation Failed',
    errorFallback: 'Failed to send the invitation',
  });
}

export function useResendInvitation() {
  const refresh = useRefreshApplications();
  return useAdminMutation({
    listKey: INVITATIONS_KEY,
    mutationFn: (invitation: InvitationRow) =>
      postJson<InvitationAnswer>(withId(INVITATION_API.resend, invitation.id)),
    onSuccess: (answer) => {
      refresh();
      toast({
        title: 'Invitation Sent Again',
        description: `We emailed ${answer.invitation.email} a new link. The old one no longer works.`,
      });
    },
    errorTitle: 'Sending Failed',
    errorFallback: 'Failed to send the invitation again',
  });
}

/**
 * 'Show QR code' (decision 114): a new link for HR's screen, answered this once; the link emailed
 * before stops working. The link lives only in the dialog that asked for it.
 */
export function useShowInvitationLink(onShown: (answer: InvitationLinkAnswer) => void) {
  const refresh = useRefreshApplications();
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: INVITATIONS_KEY,
    mutationFn: (invitation: InvitationRow) =>
      postJson<InvitationLinkAnswer>(withId(INVITATION_API.link, invitation.id)),
    onSuccess: (answer) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: applicationKey(answer.invitation.applicationId) });
      onShown(answer);
    },
    errorTitle: 'QR Code Not Made',
    errorFallback: 'Failed to make a new invitation link',
  });
}

/** 'Send by SMS' (decision 114): a new link texted to the mobile HR gave; the one before void. */
export function useTextInvitation() {
  const refresh = useRefreshApplications();
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: INVITATIONS_KEY,
    mutationFn: (invitation: InvitationRow) =>
      postJson<InvitationAnswer>(withId(INVITATION_API.sms, invitation.id)),
    onSuccess: (answer) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: applicationKey(answer.invitation.applicationId) });
      toast({
        title: 'Invitation Sent by SMS',
        description: `We are texting ${formatMobile(answer.invitation.mobile)} a new link. The one sent before no longer works.`,
      });
    },
    errorTitle: 'SMS Not Sent',
    errorFallback: 'Failed to send the invitation by SMS',
  });
}

export function useWithdrawInvitation(onDone: () => void) {
  const refresh = useRefreshApplications();
  return useAdminMutation({
    listKey: INVITATIONS_KEY,
    mutationFn: (invitation: InvitationRow) =>
      postJson<InvitationAnswer>(withId(INVITATION_API.withdraw, invitation.id)),
    onSuccess: (answer) => {
      refresh();
      toast({
        title: 'Invitation Withdrawn',
        description: `The link sent to ${answer.invitation.email} no longer works.`,
      });
      onDone();
    },
    errorTitle: 'Withdrawal Failed',
    errorFallback: 'Failed to withdraw the invitation',
  });
}

export function useRequestChanges(id: string, onDone: () => void) {
  const refresh = useRefreshApplications();
  return useAdminMutation({
    listKey: applicationKey(id),
    mutationFn: (input: RequestChanges) =>
      postJson<ApplicationActionAnswer>(withId(APPLICATION_API.requestChanges, id), input),
    onSuccess: (answer) => {
      refresh();
      toast({
        title: 'Changes Requested',
        description: `We emailed ${answer.application.email} your message with a link back to the task.`,
      });
      onDone();
    },
    errorTitle: 'Request Failed',
    errorFallback: 'Failed to request changes',
  });
}

export function useApprove(id: string, onDone: () => void, onRefused?: (reason: string) => void) {
  const refresh = useRefreshApplications();
  return useAdminMutation({
    listKey: applicationKey(id),
    mutationFn: (sightedLicenceIds: string[]) =>
      postJson<ApplicationActionAnswer>(withId(APPLICATION_API.approve, id), { sightedLicenceIds }),
    onSuccess: (answer) => {
      refresh();
      toast({
        title: 'Application Approved',
        description: `We emailed ${answer.application.email} that they are all set.`,
      });
      onDone();
    },
    // Refused (a visa holder without the right to work, issue 40): the reason stays on the page.
    onError: (error) => onRefused?.(serverMessage(error, 'Failed to approve the application')),
    errorTitle: 'Approval Failed',
    errorFallback: 'Failed to approve the application',
  });
}

/** HR confirms the employer is the sponsor of a visa with condition 8607/8107 (issue 40). */
export function useConfirmSponsor(id: string) {
  return useAdminMutation({
    listKey: applicationKey(id),
    mutationFn: () => postJson<ApplicationActionAnswer>(withId(APPLICATION_API.confirmSponsor, id)),
    onSuccess: () =>
      toast({ title: 'Sponsor Confirmed', description: 'Recorded with your name and the time.' }),
    errorTitle: 'Not Confirmed',
    errorFallback: 'Failed to confirm the sponsor',
  });
}

/** Payroll has set the approved hire up: it leaves 'Ready for payroll' (payroll, owner). */
/** 'Send to payroll': queued at once; the row shows 'Sending' until the payroll system answers. */
export function useSendToPayroll(onDone: () => void) {
  const refresh = useRefreshApplications();
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: APPLICATIONS_KEY,
    mutationFn: ({ id, system }: { id: string; system: PayrollSystem }) =>
      postJson<ApplicationActionAnswer>(withId(PAYROLL_API.send, id), { system }),
    onSuccess: (answer, { system }) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: applicationKey(answer.application.id) });
      toast({
        title: 'Sending to Payroll',
        description: `${answer.application.fullName || answer.application.email} is on the way to ${PAYROLL_SYSTEM_NAMES[system]}: the employee id shows here once it has answered.`,
      });
      onDone();
    },
    errorTitle: 'Sending Failed',
    errorFallback: 'Failed to send the hire to payroll',
  });
}

export function useMarkPayrollSetUp(onDone: () => void) {
  const refresh = useRefreshApplications();
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: APPLICATIONS_KEY,
    mutationFn: (id: string) => postJson<ApplicationActionAnswer>(withId(APPLICATION_API.payrollSetUp, id)),
    onSuccess: (answer) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: applicationKey(answer.application.id) });
      toast({
        title: 'Set Up in Payroll',
        description: `${answer.application.fullName || answer.application.email} is marked set up in payroll.`,
      });
      onDone();
    },
    errorTitle: 'Marking Failed',
    errorFallback: 'Failed to mark the application set up in payroll',
  });
}

/** HR records giving a casual the CEIS due after `months` months (owner, HR; s 125B). */
export function useCeisGiven(id: string) {
  return useAdminMutation({
    listKey: applicationKey(id),
    mutationFn: (months: number) =>
      postJson<CeisAnswer>(withId(APPLICATION_API.ceisGiven, id).replace(':months', String(months))),
    onSuccess: () =>
      toast({ title: 'Statement Recorded', description: 'Recorded as given, with your name and the time.' }),
    errorTitle: 'Not Recorded',
    errorFallback: 'Failed to record the statement as given',
  });
}
