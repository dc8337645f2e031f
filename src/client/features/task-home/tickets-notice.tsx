import { useTranslation } from 'react-i18next';
import { MissingTicketsNotice } from '../../components/ui/missing-tickets-notice';
import { useChoiceWords } from '../../lib/choice-words';
import type { MeStatus } from '../../../shared/me-status';

/** The home names the tickets the hire's site requires that they lack (in the hire's language), until HR approves. */
export function TicketsNotice({ status }: { status: MeStatus }) {
  const { t } = useTranslation('home');
  const words = useChoiceWords();
  // A status kept on the phone from before decision 098 has no `missingTickets`.
  const missing = status.missingTickets ?? null;
  if (!missing || status.approvedAt) return null;
  return (
    <MissingTicketsNotice
      site={missing.site}
      tickets={missing.tickets.map((ticket) => ({ ...ticket, label: words.licenceKind(ticket.code) }))}
    >
      {t('tickets.where', { count: missing.tickets.length })}
    </MissingTicketsNotice>
  );
}
