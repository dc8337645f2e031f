import { useEffect, useState } from 'react';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { APPLICATION_STATES, type ApplicationFilter } from '../../../../shared/applications';
import { SEARCH_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { STATE_LABELS } from './applications-api';

const FILTER_OPTIONS = APPLICATION_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }));

/** Each keystroke does not ask the server: the search goes out once typing pauses. */
const SEARCH_DELAY_MS = 300;

interface ApplicationsToolbarProps {
  filter: ApplicationFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: ApplicationFilter) => void;
}

export function ApplicationsToolbar({ filter, onSearch, onFilter }: ApplicationsToolbarProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      aria-label="Applications"
      className="grid grid-cols-2 gap-3 sm:max-w-2xl"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <InputField
        label="Search by name or email"
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <SelectField
        label="State"
        placeholder="All applications"
        options={FILTER_OPTIONS}
        value={filter === 'all' ? '' : filter}
        onChange={(e) =>
          onFilter((APPLICATION_STATES.find((s) => s === e.target.value) ?? 'all') as ApplicationFilter)
        }
      />
    </form>
  );
}
