import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MissingTicketsNotice } from '../../../components/ui/missing-tickets-notice';
import { ACTIVE_SITES_KEY, fetchActiveSites } from '../../../lib/active-sites';
import { useChoiceWords } from '../../../lib/choice-words';
import { useTimeZone } from '../../../lib/use-time-zone';
import type { LicenceAnswer } from '../../../../shared/answers/licences';
import type { ActiveSite } from '../../../../shared/answers/site';
import { dayOf } from '../../../../shared/date-time-format';
import { checkSiteTickets, missingTickets } from '../../../../shared/site-tickets';

/**
 * The wizard's last step names the tickets the chosen site requires that the list on step 5 lacks
 * (issue 40 item 2), by the rule HR's email and approval use, with a link back to the list.
 */
export function SiteTicketsNotice({ location, licences }: { location: string; licences: LicenceAnswer[] }) {
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
  const timeZone = useTimeZone();
  const { data: sites } = useQuery<ActiveSite[]>({ queryKey: ACTIVE_SITES_KEY, queryFn: fetchActiveSites });
  const site = sites?.find((s) => s.name === location);
  if (!site) return null;
  const missing = missingTickets(
    checkSiteTickets(site.name, site.requiredLicences, licences, dayOf(new Date(), timeZone)),
  );
  if (missing.length === 0) return null;
  return (
    <MissingTicketsNotice
      site={site.name}
      tickets={missing.map((ticket) => ({ ...ticket, label: words.licenceKind(ticket.code) }))}
    >
      <Trans
        t={t}
        i18nKey="review.addTickets"
        values={{ count: missing.length }}
        components={{
          cards: <Link href="/card-details" className="font-medium underline underline-offset-2" />,
        }}
      />
    </MissingTicketsNotice>
  );
}
