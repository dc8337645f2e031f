import { useEffect, useState } from 'react';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import { cn } from '../../lib/cn';
import { SEARCH_MAX_LENGTH } from '../../../shared/schemas/admin';

/** Each keystroke does not ask the server: the search goes out once typing pauses. */
const SEARCH_DELAY_MS = 300;

interface SearchToolbarProps<F extends string, E extends string> {
  /** The search landmark's name ('Team members', 'Applications'). */
  label: string;
  /** The one choice beside the search: a filter ('Status') or an order ('Sort by'). */
  filterLabel: string;
  /** The empty option's words: no filter ('all'), or the default order. */
  allLabel: string;
  /** The empty option's value: 'all' unless said ('newest' for an order). */
  emptyValue?: E;
  /** Every choice but the empty one, with its words. */
  options: readonly { value: F; label: string }[];
  filter: F | E;
  onSearch: (search: string) => void;
  onFilter: (filter: F | E) => void;
  className?: string;
}

/** An admin list's search box (sent once typing pauses, or at Enter) and its one filter or order. */
export function SearchToolbar<F extends string, E extends string = 'all'>({
  label,
  filterLabel,
  allLabel,
  emptyValue = 'all' as E,
  options,
  filter,
  onSearch,
  onFilter,
  className,
}: SearchToolbarProps<F, E>) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      aria-label={label}
      className={cn('grid grid-cols-2 gap-3 sm:max-w-2xl', className)}
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
        value={filter === emptyValue ? '' : filter}
        onChange={(e) => onFilter(options.find((o) => o.value === e.target.value)?.value ?? emptyValue)}
      />
    </form>
  );
}
