import { licenceKindLabel } from './licence-kinds';

// The tickets a site requires of its hires (issue 40 item 2, decision 098), checked against the
// licences a hire gave: on the hire's home and confirmation step, in HR's email and detail, and
// at approval. One rule, here, so that every reader agrees on what 'holds a White Card' means.

/** A licence as far as the check reads it. */
export interface HeldLicence {
  id: string;
  kind: string;
  number: string;
  /** 'YYYY-MM-DD', or '' for a kind that does not expire. */
  expiryDate: string;
}

/** One ticket a site requires, and the hire's licence that answers for it (null when none does). */
export interface RequiredTicket<L extends HeldLicence = HeldLicence> {
  code: string;
  label: string;
  licence: L | null;
}

/** A site's requirements checked against one hire's licences. */
export interface SiteTicketCheck<L extends HeldLicence = HeldLicence> {
  site: string;
  tickets: RequiredTicket<L>[];
}

/**
 * The hire's licence of kind `code` that counts on `today` ('YYYY-MM-DD', the employer's day): it
 * has a number and has not expired (a licence expiring today still counts today).
 */
export function licenceFor<L extends HeldLicence>(licences: readonly L[], code: string, today: string) {
  return (
    licences.find(
      (l) => l.kind === code && l.number.trim() !== '' && (l.expiryDate === '' || l.expiryDate >= today),
    ) ?? null
  );
}

/** Each ticket `site` requires, with the hire's licence for it. */
export function checkSiteTickets<L extends HeldLicence>(
  site: string,
  required: readonly string[],
  licences: readonly L[],
  today: string,
): SiteTicketCheck<L> {
  return {
    site,
    tickets: required.map((code) => ({
      code,
      label: licenceKindLabel(code),
      licence: licenceFor(licences, code, today),
    })),
  };
}

/** The required tickets no licence answers for. */
export const missingTickets = <L extends HeldLicence>(check: SiteTicketCheck<L> | null) =>
  check ? check.tickets.filter((t) => t.licence === null) : [];
