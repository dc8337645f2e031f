import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { SectionCard } from '../../../components/ui/section-card';
import { ROLE_LABELS } from '../staff/staff-api';
import type { OfferedStaff } from './recipient-api';
import { useAddRecipient } from './use-recipient-mutations';

/**
 * The active owners and HR staff who are not recipients yet, each with a one-tap 'Add' (issue 35
 * item 4): on a fresh install, the people who should hear of a submission are one tap away.
 * Added without health information, as the form adds anyone; Edit gives it to who needs it.
 */
export function StaffOffer({ staff }: { staff: OfferedStaff[] }) {
  const add = useAddRecipient(
    () => {},
    () => {},
  );
  if (staff.length === 0) return null;
  return (
    <SectionCard
      title="Staff Who Are Not Recipients"
      description="Owners and HR staff review applications. Add them to email them each submitted application (without health information; use Edit to add it)."
    >
      <ul className="divide-y divide-slate-100">
        {staff.map((person) => {
          const isAdding = add.isPending && add.variables?.email === person.email;
          return (
            <li key={person.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {person.name}{' '}
                  <span className="font-normal text-slate-600">· {ROLE_LABELS[person.role]}</span>
                </p>
                <p className="text-sm text-slate-600">
                  <EmailText email={person.email} />
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={add.isPending}
                onClick={() =>
                  add.mutate({ name: person.name, email: person.email, receivesHealthInformation: false })
                }
              >
                {isAdding ? 'Adding...' : 'Add'}
                <span className="sr-only"> {person.name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
