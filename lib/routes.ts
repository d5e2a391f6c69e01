// Every public path of the site, written once. Paths end in "/" because the export uses
// trailingSlash (each route is a folder with an index.html).
export const ROUTES = {
  home: '/',
  docsMain: '/mg/',
  productRedirect: '/milligram/',
  apotheosis: '/apotheosis/',
  telekinesis: '/telekinesis/',
  docs: '/docs/',
  authCallback: '/auth/callback/',
  dashboard: '/home/',
} as const;

export const mgTabPath = (tab: string) => `/mg/${tab}/`;
export const mgCliPath = (subtab: string) => `/mg/cli/${subtab}/`;
