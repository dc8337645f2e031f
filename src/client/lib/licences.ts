import { useQuery } from '@tanstack/react-query';
import type { LicenceAnswer, LicenceListAnswer } from '../../shared/answers/licences';
import { licenceKindLabel } from '../../shared/licence-kinds';
import type { LicenceInput } from '../../shared/schemas/card-details';
import { apiRequest, getJson } from './api-client';
import type { ScreenRow } from './catalogue-rows';
import { formatDay } from './member-format';

// The hire's licences, tickets and cards (decision 094): step 5's list, the review screen's and
// the view dialog's rows.

export const MY_LICENCES_KEY = ['/api/me/licences'] as const;

export const fetchMyLicences = () => getJson<LicenceListAnswer>(MY_LICENCES_KEY[0]);

export function useMyLicences(isEnabled = true) {
  return useQuery({ queryKey: MY_LICENCES_KEY, queryFn: fetchMyLicences, enabled: isEnabled });
}

export const saveMyLicences = (licences: LicenceInput[]) =>
  apiRequest<LicenceListAnswer>('PUT', MY_LICENCES_KEY[0], { licences });

/** A licence as entered, from the list's answer (to send the list back with one changed). */
export const licenceInput = (l: LicenceAnswer): LicenceInput => ({
  kind: l.kind as LicenceInput['kind'],
  number: l.number,
  licenceClass: l.licenceClass,
  issuer: l.issuer,
  issueDate: l.issueDate,
  expiryDate: l.expiryDate,
  frontFileId: l.frontFileId,
  backFileId: l.backFileId,
});

/** A licence's number, class, issuer and expiry on one line. */
export function licenceLine(
  l: Pick<LicenceAnswer, 'number' | 'licenceClass' | 'issuer' | 'expiryDate'>,
): string {
  const parts = [l.number, l.licenceClass && `class ${l.licenceClass}`, l.issuer].filter(Boolean).join(', ');
  return l.expiryDate ? `${parts} (expires ${formatDay(l.expiryDate)})` : parts;
}

/** Each licence on its row, or one row saying there are none. */
export const licenceRows = (list: readonly LicenceAnswer[]): ScreenRow[] =>
  list.length === 0
    ? [['Licences and tickets', 'None added']]
    : list.map((l): ScreenRow => [licenceKindLabel(l.kind), licenceLine(l)]);
