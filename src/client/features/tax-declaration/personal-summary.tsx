import { DetailList } from '../../components/ui/detail-list';
import { useLocale } from '../../lib/language';
import type { TeamMemberJson } from '../../lib/team-member';
import { formatIsoDay } from './tax-format';
import { useTaxWords } from './tax-words';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function address(m: TeamMemberJson): string {
  const street = [str(m.addrsHouseNumber), str(m.addrsStreetName)].filter(Boolean).join(' ');
  const place = [str(m.addrsSuburb), str(m.addrsState), str(m.addrsPostcode)].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** NAT 3092 questions 2-5 come from Personal Information: shown here, changed there. */
export function PersonalSummary({ member }: { member: TeamMemberJson }) {
  const { t } = useTaxWords();
  const locale = useLocale();
  const notProvided = t('personal.notProvided');
  return (
    <section aria-labelledby="tax-personal-heading" className="space-y-3">
      <h2 id="tax-personal-heading" className="text-lg font-semibold text-slate-900">
        {t('personal.heading')}
      </h2>
      <DetailList
        rows={[
          // <bdi>: a name or an address keeps its own direction in a right-to-left language.
          [t('personal.name'), <bdi key="name">{str(member.fullName) || notProvided}</bdi>],
          [t('personal.dateOfBirth'), formatIsoDay(str(member.dateOfBirth), locale, notProvided)],
          [t('personal.homeAddress'), <bdi key="address">{address(member) || notProvided}</bdi>],
        ]}
      />
      <p className="text-sm text-slate-600">{t('personal.note')}</p>
    </section>
  );
}
