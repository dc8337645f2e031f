import { DetailList } from '../../components/ui/detail-list';
import type { TeamMemberJson } from '../../lib/team-member';
import { formatIsoDay } from './tax-format';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function address(m: TeamMemberJson): string {
  const street = [str(m.addrsHouseNumber), str(m.addrsStreetName)].filter(Boolean).join(' ');
  const place = [str(m.addrsSuburb), str(m.addrsState), str(m.addrsPostcode)].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || 'Not provided';
}

/** NAT 3092 questions 2-5 come from Personal Information: shown here, changed there. */
export function PersonalSummary({ member }: { member: TeamMemberJson }) {
  return (
    <section aria-labelledby="tax-personal-heading" className="space-y-3">
      <h2 id="tax-personal-heading" className="text-lg font-semibold text-slate-900">
        Your details
      </h2>
      <DetailList
        rows={[
          ['Name', str(member.fullName) || 'Not provided'],
          ['Date of birth', formatIsoDay(str(member.dateOfBirth))],
          ['Home address', address(member)],
        ]}
      />
      <p className="text-sm text-slate-600">
        These come from your Personal Information; edit it there to change them.
      </p>
    </section>
  );
}
