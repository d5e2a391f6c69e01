// The keys that open the docs search from anywhere. Apart from lib/search/, so the header's
// search button ships without the result ranking the dialog loads on first open.
/** Ctrl-K / Cmd-K anywhere, or "/" when not typing in a field, opens the search. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || target?.isContentEditable);
}
