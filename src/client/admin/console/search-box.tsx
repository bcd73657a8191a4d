import { useEffect, useEffectEvent, useState } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_MAX } from '../../../shared/paging.ts';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/utils.ts';

const SEARCH_DELAY_MS = 300;

/** A search box that writes its value (debounced) to the URL, and follows the URL when it changes. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = SEARCH_MAX,
  className = 'sm:max-w-sm',
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  /** The list schema's limit unless the list says otherwise. */
  maxLength?: number;
  /** The box's width; it fills the row below `sm` unless this says otherwise. */
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The URL changed under the box (back, a link, Clear filters): show its search.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  // onSearch is a new function each render; the text and the URL's value decide when to search.
  const search = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className={cn('relative w-full', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
