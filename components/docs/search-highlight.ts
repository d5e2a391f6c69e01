// Arriving from a search result (an address with ?highlight=<word> once per word), the docs page
// marks those words in its content with Pagefind's highlight script, fetched only then. It marks
// the first few words only (lib/search-address.ts bounds them), whatever a link carries. Escape or
// a click clears the marks and drops the words from the address, so a reload or a shared link
// shows the page plain.
import { HIGHLIGHT_PARAM, PAGEFIND_HIGHLIGHT_URL, boundedHighlightSearch } from '@/lib/search-address';

/** The class of the marks (styled in globals.css; Pagefind's own inline styles are turned off). */
export const HIGHLIGHT_CLASS = 'search-highlight';

interface PagefindHighlightModule {
  default: new (options: Record<string, unknown>) => unknown;
}

function clearMarks() {
  for (const mark of document.querySelectorAll(`mark.${HIGHLIGHT_CLASS}`)) {
    const parent = mark.parentNode;
    mark.replaceWith(...mark.childNodes);
    parent?.normalize();
  }
}

function dropParam() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(HIGHLIGHT_PARAM)) return;
  url.searchParams.delete(HIGHLIGHT_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Starts highlighting when `search` (the address's query) asks; returns the function that stops it. */
export function startSearchHighlight(search: string): () => void {
  if (!new URLSearchParams(search).has(HIGHLIGHT_PARAM)) return () => {};
  let stopped = false;
  const clear = () => {
    clearMarks();
    dropParam();
    stop();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') clear();
  };
  const stop = () => {
    stopped = true;
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('click', clear);
  };
  // A runtime URL, not a module of the bundle: Pagefind writes it after the build.
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_HIGHLIGHT_URL).then(
    ({ default: PagefindHighlight }: PagefindHighlightModule) => {
      // The article only, never the header, navigation or footer: also on a page's other addresses
      // (/mg/dmt/), whose copy has no data-pagefind-body for Pagefind to keep to.
      const article = document.querySelector('#main article');
      if (stopped || !article) return;
      clearMarks();
      // Pagefind reads the words from the address: leave it only the bounded ones.
      const url = new URL(window.location.href);
      url.search = boundedHighlightSearch(url.search);
      window.history.replaceState(window.history.state, '', url);
      new PagefindHighlight({
        markContext: article,
        highlightParam: HIGHLIGHT_PARAM,
        addStyles: false,
        // Pagefind adds its own exclusions (the parts marked data-pagefind-ignore).
        markOptions: { className: HIGHLIGHT_CLASS },
      });
      document.addEventListener('keydown', onKey);
      document.addEventListener('click', clear);
    },
    () => {
      // No highlight script (an old index): the page reads fine without marks.
    },
  );
  return () => {
    stop();
    clearMarks();
  };
}
