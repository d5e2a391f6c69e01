// Which addresses are this site's own paths. Browsers read `//host/…` and `/\host/…` as another
// host (a backslash counts as a slash in http and https URLs), so a path of the site is one slash
// followed by anything but a second slash or a backslash. Every place that takes a link or an
// address for one of the site's pages holds it to this rule: the docs' former anchors, the link
// check of the export, the link router and the search results.

/** Whether `href` is a path of this site: `/mg/overview/`, never `//host/` or `/\host/`. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * The path, query and fragment the app's router may take for `url`, or null when the browser should
 * follow it: another origin, a path that browsers read as another host, or a file (the site's pages
 * are folders, `/mg/cli/dmt/`; `/md/dmt.md` is no route).
 */
export function routablePath(url: URL, origin: string): string | null {
  if (url.origin !== origin || !isSitePath(url.pathname) || !url.pathname.endsWith('/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
