import {
  RETENTION_FILTER_LABELS,
  RETENTION_FILTERS,
  type RetentionFilter,
} from '../../../../shared/retention';
import { SearchToolbar } from '../search-toolbar';

const FILTER_OPTIONS = RETENTION_FILTERS.filter((f) => f !== 'all').map((f) => ({
  value: f,
  label: RETENTION_FILTER_LABELS[f],
}));

interface RetentionToolbarProps {
  filter: RetentionFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: RetentionFilter) => void;
}

export function RetentionToolbar({ filter, onSearch, onFilter }: RetentionToolbarProps) {
  return (
    <SearchToolbar
      label="Team members"
      filterLabel="Status"
      allLabel={RETENTION_FILTER_LABELS.all}
      options={FILTER_OPTIONS}
      filter={filter}
      onSearch={onSearch}
      onFilter={onFilter}
    />
  );
}
