import { apiRequest, postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { Staff } from '../../../../shared/schemas/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../../shared/staff-roles';
import type { NewStaffOutput as NewStaff } from './staff-form-schemas';
import { useAdminMutation } from '../use-admin-mutation';

export const STAFF_KEY = ['/api/admin/staff'] as const;

export const ROLE_LABELS = STAFF_ROLE_LABELS;
/** What each role may use (decision 029), as the Staff page explains it. */
export const ROLE_HINTS: Record<StaffRole, string> = {
  owner: 'Everything, including staff and the audit',
  hr: 'Applications, policies, recipients, deliveries and retention',
  payroll: 'Full TFN and bank numbers, the Excel export, marking downloaded',
};

export function useAddStaff(onAdded: () => void) {
  return useAdminMutation({
    listKey: STAFF_KEY,
    mutationFn: (input: NewStaff) => postJson<Staff>(STAFF_KEY[0], input),
    onSuccess: (added) => {
      toast({
        title: 'Staff Member Added',
        description: `We emailed ${added.email} a link to set up their sign-in. It works for 24 hours.`,
      });
      onAdded();
    },
    errorTitle: 'Creation Failed',
    errorFallback: 'Failed to add staff member',
  });
}

export function useChangeRole() {
  return useAdminMutation({
    listKey: STAFF_KEY,
    mutationFn: ({ staff, role }: { staff: Staff; role: StaffRole }) =>
      apiRequest<Staff>('PATCH', `${STAFF_KEY[0]}/${staff.id}`, { role }),
    onSuccess: (updated) =>
      toast({ title: 'Role Changed', description: `${updated.name} is now ${ROLE_LABELS[updated.role]}.` }),
    errorTitle: 'Update Failed',
    errorFallback: 'Failed to change the role',
  });
}

export function useDeactivateStaff(onDone: () => void) {
  return useAdminMutation({
    listKey: STAFF_KEY,
    mutationFn: (staff: Staff) => postJson<Staff>(`${STAFF_KEY[0]}/${staff.id}/deactivate`),
    onSuccess: (updated) => {
      toast({ title: 'Staff Member Deactivated', description: `${updated.name} can no longer sign in.` });
      onDone();
    },
    errorTitle: 'Update Failed',
    errorFallback: 'Failed to deactivate staff member',
  });
}

export function useSendEnrolmentLink() {
  return useAdminMutation({
    listKey: STAFF_KEY,
    mutationFn: (staff: Staff) => postJson<{ success: true }>(`${STAFF_KEY[0]}/${staff.id}/enrolment-link`),
    onSuccess: (_answer, staff) =>
      toast({
        title: 'Link Sent',
        description: `We emailed ${staff.email} a new link to set up their sign-in.`,
      }),
    errorTitle: 'Sending Failed',
    errorFallback: 'Failed to send a new link',
  });
}

/** Opens an account locked by 10 wrong sign-ins in a row (decision 037). */
export function useUnlockStaff() {
  return useAdminMutation({
    listKey: STAFF_KEY,
    mutationFn: (staff: Staff) => postJson<Staff>(`${STAFF_KEY[0]}/${staff.id}/unlock`),
    onSuccess: (updated) =>
      toast({ title: 'Account Unlocked', description: `${updated.name} can sign in again.` }),
    errorTitle: 'Unlock Failed',
    errorFallback: 'Failed to unlock the account',
  });
}
