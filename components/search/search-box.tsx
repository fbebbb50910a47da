'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useNavigate } from '@/components/shell/use-navigate';
import { SearchIcon } from '@/components/ui/icons';
import { usePopularQueries, useSearchHints } from '@/lib/client/use-search-hints';
import { formatPrice } from '@/lib/format/price';
import { productPath, searchPath } from '@/lib/catalog/paths';
import styles from './search-box.module.css';

type Option = { kind: 'hint'; text: string } | { kind: 'product'; text: string; href: string };

/** Header search: debounced hints and products, arrow keys move through them, Enter opens /search/{query}. */
export function SearchBox() {
  const navigate = useNavigate();
  const pathname = usePathname();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The hint list remembers the page it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const [active, setActive] = useState(-1);
  const { data } = useSearchHints(open ? query : '');
  const typed = query.trim().length > 0;
  const { data: popular } = usePopularQueries(open && !typed);

  // An empty box offers what shoppers search most; a typed one, its hints and products.
  const options: Option[] = typed
    ? [
        ...(data?.hints ?? []).map((text): Option => ({ kind: 'hint', text })),
        ...(data?.products ?? []).map((p): Option => ({ kind: 'product', text: p.name, href: productPath(p.alias) })),
      ]
    : (popular?.queries ?? []).map((text): Option => ({ kind: 'hint', text }));

  function go(option?: Option) {
    const text = option?.kind === 'hint' ? option.text : query;
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    if (option?.kind === 'product') navigate(option.href);
    else if (text.trim()) navigate(searchPath(text));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; moving past either end wraps through it.
      setActive((i) => {
        const next = i + delta;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(active >= 0 && active < options.length ? options[active] : undefined);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const showList = open && options.length > 0;
  const activeId = active >= 0 && active < options.length ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.box} role="search">
      <form
        className={styles.form}
        action="/search"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <input
          ref={inputRef}
          // A combobox may not be type="search" (HTML-ARIA); inputMode and enterKeyHint keep the phone's search keyboard.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          className={styles.input}
          placeholder="Поиск кукол и игрушек"
          aria-label="Поиск по каталогу"
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          value={query}
          maxLength={100}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit} aria-label="Найти">
          <SearchIcon />
        </button>
      </form>
      {showList && (
        <ul id={listId} role="listbox" className={styles.list} data-testid="search-hints">
          {!typed && (
            <li className={styles.corrected} role="presentation">
              Часто ищут
            </li>
          )}
          {typed && data?.corrected && (
            <li className={styles.corrected} role="presentation">
              Показаны результаты для «{data.corrected}»
            </li>
          )}
          {options.map((option, index) => (
            <li
              key={`${option.kind}-${option.text}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`${styles.option} ${index === active ? styles.active : ''} ${option.kind === 'product' ? styles.product : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(option)}
              onMouseEnter={() => setActive(index)}
            >
              {option.kind === 'product' ? (
                // No link inside: an option's content is presentational, a nested control would be announced
                // apart from it. The option itself opens the product (click or Enter); data-href says where.
                <span className={styles.productLine} data-href={option.href}>
                  {option.text}
                  <span className={styles.price}>{formatPrice(data!.products[index - data!.hints.length].price)}</span>
                </span>
              ) : (
                <>
                  <SearchIcon size={16} /> {option.text}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
