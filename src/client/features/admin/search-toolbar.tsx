import { useEffect, useState } from 'react';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import { SEARCH_MAX_LENGTH } from '../../../shared/schemas/admin';

/** Each keystroke does not ask the server: the search goes out once typing pauses. */
const SEARCH_DELAY_MS = 300;

interface SearchToolbarProps<F extends string> {
  /** The search landmark's name ('Team members', 'Applications'). */
  label: string;
  filterLabel: string;
  /** The empty option: no filter ('all'). */
  allLabel: string;
  /** Every filter but 'all', with its words. */
  options: readonly { value: F; label: string }[];
  filter: F | 'all';
  onSearch: (search: string) => void;
  onFilter: (filter: F | 'all') => void;
}

/** An admin list's search box (sent once typing pauses, or at Enter) and its one filter. */
export function SearchToolbar<F extends string>({
  label,
  filterLabel,
  allLabel,
  options,
  filter,
  onSearch,
  onFilter,
}: SearchToolbarProps<F>) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      aria-label={label}
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
        label={filterLabel}
        placeholder={allLabel}
        options={options}
        value={filter === 'all' ? '' : filter}
        onChange={(e) => onFilter(options.find((o) => o.value === e.target.value)?.value ?? 'all')}
      />
    </form>
  );
}
