import { useEffect, useState } from 'react';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { SEARCH_MAX_LENGTH } from '../../../../shared/schemas/admin';
import {
  RETENTION_FILTER_LABELS,
  RETENTION_FILTERS,
  type RetentionFilter,
} from '../../../../shared/retention';

const FILTER_OPTIONS = RETENTION_FILTERS.filter((f) => f !== 'all').map((f) => RETENTION_FILTER_LABELS[f]);
const filterOf = (label: string) =>
  RETENTION_FILTERS.find((f) => f !== 'all' && RETENTION_FILTER_LABELS[f] === label) ?? 'all';

/** Each keystroke does not ask the server: the search goes out once typing pauses. */
const SEARCH_DELAY_MS = 300;

interface RetentionToolbarProps {
  filter: RetentionFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: RetentionFilter) => void;
}

export function RetentionToolbar({ filter, onSearch, onFilter }: RetentionToolbarProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      aria-label="Team members"
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
        label="Status"
        placeholder={RETENTION_FILTER_LABELS.all}
        options={FILTER_OPTIONS}
        value={filter === 'all' ? '' : RETENTION_FILTER_LABELS[filter]}
        onChange={(e) => onFilter(filterOf(e.target.value))}
      />
    </form>
  );
}
