// What the error screens say (the page's and the root layout's), written once.
export const ERROR_TITLE = 'This page could not be shown';
export const ERROR_LEAD =
  'An error stopped this page from rendering. Reloading usually helps; if it does not, the home page and the docs still work.';
/** Logged once per error; the page never shows the details. */
export const ERROR_LOG = 'The page failed to render';
