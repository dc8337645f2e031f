import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlClasses } from '../../../components/ui/field';
import type { Staff } from '../../../../shared/schemas/staff';
import { STAFF_ROLES, type StaffRole } from '../../../../shared/staff-roles';
import {
  ROLE_LABELS,
  useChangeRole,
  useDeactivateStaff,
  useSendEnrolmentLink,
  useUnlockStaff,
} from './staff-api';

const COLUMNS = ['Name', 'Email', 'Role', 'Sign-in', 'Actions'] as const;

function SignIn({ staff }: { staff: Staff }) {
  if (!staff.active) return <Badge tone="slate">Deactivated</Badge>;
  if (!staff.enrolled) return <Badge tone="amber">Link sent, not set up</Badge>;
  if (staff.locked) return <Badge tone="red">Locked: too many wrong sign-ins</Badge>;
  // Enrolled before passwords (decision 037): they need a new link to choose one.
  if (staff.factors.totp && !staff.factors.password) return <Badge tone="amber">Needs a new link</Badge>;
  const factors = [
    staff.factors.totp ? 'Password and authenticator app' : null,
    staff.factors.passkeys > 0
      ? `${staff.factors.passkeys} passkey${staff.factors.passkeys > 1 ? 's' : ''}`
      : null,
  ].filter(Boolean);
  // The factors are words, not a status pill: they wrap on a 360 px phone.
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone="green">Set up</Badge>
      <span className="text-sm text-slate-700">{factors.join(', ')}</span>
    </span>
  );
}

/** Changes a person's role at once: open sessions follow (decision 029). */
function RoleSelect({ staff, isSelf }: { staff: Staff; isSelf: boolean }) {
  const id = useId();
  const change = useChangeRole();
  if (!staff.active || isSelf) return <>{ROLE_LABELS[staff.role]}</>;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Role for {staff.name}
      </label>
      <select
        id={id}
        className={controlClasses(false, 'mt-0 lg:w-36')}
        value={staff.role}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ staff, role: e.target.value as StaffRole })}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </>
  );
}

export function StaffTable({ staff, selfId }: { staff: Staff[]; selfId: string | null }) {
  const [deactivating, setDeactivating] = useState<Staff | null>(null);
  const deactivate = useDeactivateStaff(() => setDeactivating(null));
  const sendLink = useSendEnrolmentLink();
  const unlock = useUnlockStaff();
  if (staff.length === 0) return <EmptyState>No staff accounts yet</EmptyState>;
  return (
    <>
      <DataTable label="Staff" columns={COLUMNS} breakpoint="lg">
        {staff.map((person) => {
          const isSelf = person.id === selfId;
          return (
            <DataRow key={person.id}>
              <DataCell label="Name">
                <span className="font-semibold text-slate-900">{person.name}</span>
                {isSelf && <span className="ml-1 text-sm text-slate-500">(you)</span>}
              </DataCell>
              <DataCell label="Email" className="lg:min-w-48">
                <EmailText email={person.email} />
              </DataCell>
              <DataCell label="Role">
                <RoleSelect staff={person} isSelf={isSelf} />
              </DataCell>
              <DataCell label="Sign-in">
                <SignIn staff={person} />
              </DataCell>
              <DataCell label="Actions" isWide>
                {person.active && !isSelf && (
                  <div className="flex flex-wrap gap-2">
                    {person.locked && (
                      <Button
                        variant="outline"
                        className="whitespace-nowrap"
                        disabled={unlock.isPending}
                        onClick={() => unlock.mutate(person)}
                      >
                        Unlock<span className="sr-only"> {person.name}</span>
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      className="whitespace-nowrap"
                      disabled={sendLink.isPending}
                      onClick={() => sendLink.mutate(person)}
                    >
                      Send new link<span className="sr-only"> to {person.name}</span>
                    </Button>
                    <Button
                      variant="danger"
                      className="whitespace-nowrap"
                      onClick={() => setDeactivating(person)}
                    >
                      Deactivate<span className="sr-only"> {person.name}</span>
                    </Button>
                  </div>
                )}
              </DataCell>
            </DataRow>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Deactivate staff member?"
        description={`${deactivating?.name ?? ''} will be signed out and can no longer sign in, and gets no more emails from this app (application PDFs included).`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        isPending={deactivate.isPending}
        onConfirm={() => deactivating && deactivate.mutate(deactivating)}
      />
    </>
  );
}
