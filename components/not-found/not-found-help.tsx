'use client';
// What the 404 page offers beyond Home: the existing pages closest to the missing address (from the
// list the server prepared) and the docs search with the address's words filled in. Both need the
// address, so they appear once the page runs in the browser.
import { useState } from 'react';
import { useSearchDialog } from '@/components/search/use-search-dialog';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { closestPages, queryWords, type Suggestible } from '@/lib/suggest';
import field from '@/components/ui/input.module.css';
import styles from './not-found-help.module.css';

/** `pages`: every page a visitor may have meant. `skip`: words every docs address shares. */
export function NotFoundHelp({ pages, skip }: { pages: Suggestible[]; skip: string[] }) {
  const hydrated = useHydrated();
  const [search, setSearch] = useState<string | null>(null);
  const [SearchDialog, loadDialog] = useSearchDialog();
  if (!hydrated) return null;

  const path = location.pathname;
  const suggestions = closestPages(path, pages, skip);
  const words = queryWords(path, skip).join(' ');

  return (
    <>
      {suggestions.length > 0 && (
        <nav aria-labelledby="suggestions-title" className={styles.suggestions}>
          <h2 id="suggestions-title" className={styles.title}>
            Were you looking for…
          </h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a> <span className={styles.path}>{page.href}</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          loadDialog();
          setSearch(new FormData(event.currentTarget).get('q')?.toString() ?? '');
        }}
      >
        <label htmlFor="not-found-query">Search the docs</label>
        <div className={styles.field}>
          <input
            className={`${field.input} ${styles.input}`}
            id="not-found-query"
            name="q"
            type="search"
            defaultValue={words}
            autoComplete="off"
          />
          <Button type="submit" size="lg">
            Search
          </Button>
        </div>
      </form>
      {search !== null && SearchDialog && (
        <SearchDialog key={search} open initialQuery={search} onClose={() => setSearch(null)} />
      )}
    </>
  );
}
