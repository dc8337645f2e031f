import type { LicenceAnswer } from '../../../shared/answers/licences';
import {
  isSensitiveLicence,
  LEGACY_CARD_KINDS,
  LEGACY_EXPIRIES,
  licenceKindLabel,
} from '../../../shared/licence-kinds';
import { formatAuDate } from '../format/au-dates';
import type { ApplicationSnapshot } from '../submission/application-snapshot';

/**
 * A snapshot's licences. A snapshot stored before issue 40 has none of its own: its personal
 * record's fixed card fields (cardWhiteCard, licenceForklift with its expiry, ...) read as rows,
 * as migration 0028 made of the members' columns (decision 094).
 */
export function snapshotLicences(s: Pick<ApplicationSnapshot, 'licences' | 'personal'>): LicenceAnswer[] {
  if (s.licences) return s.licences;
  const legacy = s.personal as unknown as Record<string, string | undefined>;
  return Object.entries(LEGACY_CARD_KINDS).flatMap(([field, kind]) => {
    const number = legacy[field]?.trim() ?? '';
    if (!number) return [];
    const expiryField = (LEGACY_EXPIRIES as Record<string, string>)[field];
    return [
      {
        id: field,
        kind,
        label: licenceKindLabel(kind),
        number,
        licenceClass: '',
        issuer: '',
        issueDate: '',
        expiryDate: expiryField ? (legacy[expiryField] ?? '') : '',
        frontFileId: null,
        backFileId: null,
      },
    ];
  });
}

/**
 * The licences a document that leaves HR's hands may carry (the application PDF, HR's email, the
 * records JSON, the Excel export): union membership is sensitive information, shown to the hire and
 * HR on screen only (decision 094).
 */
export const documentLicences = (list: LicenceAnswer[]): LicenceAnswer[] =>
  list.filter((licence) => !isSensitiveLicence(licence.kind));

/** A licence on one line: its number, class, issuer and expiry ('LF-1, NSW (expires 30/06/2027)'). */
export function licenceText(
  l: Pick<LicenceAnswer, 'number' | 'licenceClass' | 'issuer' | 'expiryDate'>,
): string {
  const parts = [l.number, l.licenceClass && `class ${l.licenceClass}`, l.issuer].filter(Boolean).join(', ');
  return l.expiryDate ? `${parts} (expires ${formatAuDate(l.expiryDate)})` : parts;
}
