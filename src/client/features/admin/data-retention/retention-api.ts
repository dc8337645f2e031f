import type { RetentionFilter } from '../../../../shared/retention';
import type { RetentionPage } from '../../../../shared/answers/retention';

export type RetentionList = RetentionPage;

/** Every page, search and filter of the list sits under this key: a change re-reads them all. */
export const RETENTION_KEY = ['/api/admin/team-members'] as const;

export interface RetentionView {
  page: number;
  search: string;
  filter: RetentionFilter;
}

export function retentionUrl({ page, search, filter }: RetentionView): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  if (filter !== 'all') params.set('status', filter);
  const query = params.toString();
  return query ? `${RETENTION_KEY[0]}?${query}` : RETENTION_KEY[0];
}
