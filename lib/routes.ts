// Every path of the site, written once. Paths end in "/" because the export uses trailingSlash
// (each route is a folder with an index.html). Docs pages' paths come from the docs registry
// (lib/docs.ts) through mgTabPath and mgCliPath.
export const ROUTES = {
  home: '/',
  /** The docs: /mg/{tab}/ and /mg/cli/{subtab}/. */
  docsMain: '/mg/',
  docsCli: '/mg/cli/',
  /** The docs' front page, where /milligram sends the browser (the registry's first page). */
  docsHome: '/mg/overview/',
  apotheosis: '/apotheosis/',
  telekinesis: '/telekinesis/',
  docs: '/docs/',
  authCallback: '/auth/callback/',
  dashboard: '/home/',
} as const;

/** The Markdown copies of the docs pages: /md/<page>.md (files, not pages: no search engine indexes them). */
export const MARKDOWN_COPIES_DIR = '/md/';

export const mgTabPath = (tab: string) => `${ROUTES.docsMain}${tab}/`;
export const mgCliPath = (subtab: string) => `${ROUTES.docsCli}${subtab}/`;

/** `/` with a query, e.g. the `?error=` the sign-in callback sends the browser back with. */
export const homeWithQuery = (params: Record<string, string>) => `${ROUTES.home}?${new URLSearchParams(params)}`;

/** The same path with or without its trailing slash. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
