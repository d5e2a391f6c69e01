'use client';
// The docs search dialog: a combobox over the ranked results, each naming its page. This module,
// Pagefind's script and its index load on the first open only (see search.tsx). The search itself
// is in use-search.ts and lib/search/, the keys in use-result-keys.ts, where a result leads in
// go-to-result.ts.
import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { docPath } from '@/lib/docs';
import { pageGroups, type SearchHit } from '@/lib/search/rank';
import { ALL_COMMANDS_ANCHOR, ALL_COMMANDS_LABEL } from '@/lib/search/status';
import { goToResult } from './go-to-result';
import { SearchKeys, SearchSuggestions } from './search-extras';
import { SearchIcon } from './search-icon';
import { useResultKeys } from './use-result-keys';
import { useSearch } from './use-search';
import styles from './search.module.css';

/** `initialQuery`: what the field holds when the dialog first opens (the 404 page fills it in). */
export default function SearchDialog({
  open,
  onClose,
  initialQuery = '',
}: {
  open: boolean;
  onClose: () => void;
  initialQuery?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const { hits, message, answered, weak } = useSearch(open, query);
  const allCommands = `${docPath('cli-main')}#${ALL_COMMANDS_ANCHOR}`;

  const go = (hit: SearchHit) => {
    goToResult(hit.url, { dialog: input.current?.closest('dialog') ?? null, push: router.push });
    onClose();
  };
  const { active, setActive, onKeyDown } = useResultKeys(hits, go, onClose);

  useLayoutEffect(() => {
    // The modal has opened (its effect runs first): pick up where the last search left off.
    if (open) input.current?.select();
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} label="Search the documentation" className={styles.dialog} keepMounted>
      <div className={styles.panel}>
        <div className={styles.field}>
          <SearchIcon />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hits[active] ? `${listId}-${active}` : undefined}
            placeholder="Search the docs…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          {/* A key-cap where there is a keyboard; on a touch screen, a word to tap. */}
          <Button variant="chip" size="sm" onClick={onClose}>
            <span className={styles.forKeys}>
              Esc<span className="visually-hidden"> to close the search</span>
            </span>
            <span className={styles.forTouch}>Close</span>
          </Button>
        </div>
        <p className={styles.status} role="status" data-query={answered}>
          {message}
        </p>
        {/* Each run of results from one page under the page's name, said once (a group of options). */}
        <div id={listId} role="listbox" aria-label="Results" className={styles.results}>
          {pageGroups(hits.map((hit, index) => ({ ...hit, index }))).map((group) => (
            <div
              key={group.hits[0].id}
              role="group"
              aria-label={group.more ? `More from ${group.page}` : group.page}
              className={styles.group}
            >
              <div className={styles.groupPage} aria-hidden="true">
                {group.more ? `More from ${group.page}` : group.page}
              </div>
              {group.hits.map((hit) => (
                <div
                  key={hit.id}
                  id={`${listId}-${hit.index}`}
                  role="option"
                  aria-selected={hit.index === active}
                  className={styles.hit}
                  data-href={hit.url}
                  onMouseMove={() => setActive(hit.index)}
                  // Options hold no links (no nested interactive content): a click or Enter goes.
                  onClick={() => go(hit)}
                >
                  <span className={styles.hitTitle}>
                    {hit.flag && <code className={styles.hitFlag}>{hit.flag}</code>}
                    {hit.flag && <span className={styles.hitIn}> in </span>}
                    {hit.title}
                  </span>
                  {/* Built from the page's text, escaped, with only <mark> and <code> added (lib/search/rank.ts). */}
                  <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                </div>
              ))}
            </div>
          ))}
        </div>
        {!query.trim() && (
          <SearchSuggestions
            onChoose={(suggestion) => {
              setQuery(suggestion);
              input.current?.focus();
            }}
          />
        )}
        {answered && hits.length === 0 && (
          <p className={styles.hint}>
            Check the spelling, or use the words of the task: “tear down”, “logs”, “region”.
          </p>
        )}
        {answered && (weak || hits.length === 0) && (
          // A weak answer, or none: where every command is listed, a way on whatever was asked.
          <p className={styles.more}>
            <a href={allCommands} onClick={() => onClose()}>
              {ALL_COMMANDS_LABEL}
            </a>
          </p>
        )}
        <SearchKeys />
      </div>
    </Modal>
  );
}
