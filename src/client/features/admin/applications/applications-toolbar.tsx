import { APPLICATION_STATES, type ApplicationFilter } from '../../../../shared/applications';
import { SearchToolbar } from '../search-toolbar';
import { STATE_LABELS } from './applications-api';

const FILTER_OPTIONS = APPLICATION_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }));

interface ApplicationsToolbarProps {
  filter: ApplicationFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: ApplicationFilter) => void;
}

export function ApplicationsToolbar({ filter, onSearch, onFilter }: ApplicationsToolbarProps) {
  return (
    <SearchToolbar
      label="Applications"
      filterLabel="State"
      allLabel="All applications"
      options={FILTER_OPTIONS}
      filter={filter}
      onSearch={onSearch}
      onFilter={onFilter}
    />
  );
}
