import { MissingTicketsNotice } from '../../components/ui/missing-tickets-notice';
import type { MeStatus } from '../../../shared/me-status';

/** The home names the tickets the hire's site requires that they lack, until HR approves. */
export function TicketsNotice({ status }: { status: MeStatus }) {
  // A status kept on the phone from before decision 098 has no `missingTickets`.
  const missing = status.missingTickets ?? null;
  if (!missing || status.approvedAt) return null;
  return (
    <MissingTicketsNotice site={missing.site} tickets={missing.tickets}>
      Add {missing.tickets.length === 1 ? 'it' : 'each'}, with a photo of the card, in Personal Information at
      step 5 (Card details). HR must see {missing.tickets.length === 1 ? 'it' : 'them'} before you start work
      there.
    </MissingTicketsNotice>
  );
}
