import type { ReactNode } from 'react';
import { APPLICATION_SORTS, type ApplicationSort } from '../../../../shared/applications';
import { SearchToolbar } from '../search-toolbar';
import { SORT_LABELS } from './applications-api';

/** The empty option is the default order, newest first. */
const SORT_OPTIONS = APPLICATION_SORTS.filter((value) => value !== 'newest').map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

interface ApplicationsToolbarProps {
  sort: ApplicationSort;
  onSearch: (search: string) => void;
  onSort: (sort: ApplicationSort) => void;
  /** HR's Invite button, at the row's end. */
  actions?: ReactNode;
}

/** The list's search (sent once typing pauses, or at Enter) and its order; the counters filter. */
export function ApplicationsToolbar({ sort, onSearch, onSort, actions }: ApplicationsToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchToolbar
        label="Applications"
        filterLabel="Sort by"
        allLabel={SORT_LABELS.newest}
        emptyValue="newest"
        options={SORT_OPTIONS}
        filter={sort}
        onSearch={onSearch}
        onFilter={onSort}
        className="min-w-0 flex-1"
      />
      {actions}
    </div>
  );
}
