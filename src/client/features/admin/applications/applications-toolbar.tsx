import { useEffect, useState, type ReactNode } from 'react';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { APPLICATION_SORTS, type ApplicationSort } from '../../../../shared/applications';
import { SEARCH_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { SORT_LABELS } from './applications-api';

/** Each keystroke does not ask the server: the search goes out once typing pauses. */
const SEARCH_DELAY_MS = 300;

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
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <form
        role="search"
        aria-label="Applications"
        className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:max-w-2xl"
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
          label="Sort by"
          placeholder={SORT_LABELS.newest}
          options={SORT_OPTIONS}
          value={sort === 'newest' ? '' : sort}
          onChange={(e) => onSort(SORT_OPTIONS.find((o) => o.value === e.target.value)?.value ?? 'newest')}
        />
      </form>
      {actions}
    </div>
  );
}
