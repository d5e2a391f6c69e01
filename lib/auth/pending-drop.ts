// Where this tab's pending sign-in is kept, and the rule that drops it when the tab shows any page but
// the callback (lib/auth/pending-sign-in.ts has the rest). A module of its own: the header applies the
// rule on every route change of every page.
import { ROUTES, withoutTrailingSlash } from '@/lib/routes';
import { tabStorage, type Store } from '@/lib/web-storage';

export const PENDING_SIGN_IN_KEY = 'milligram:pending-sign-in';

/** Whether a page at `pathname` is the sign-in callback (with or without its trailing slash). */
export const isCallbackPath = (pathname: string) =>
  withoutTrailingSlash(pathname) === withoutTrailingSlash(ROUTES.authCallback);

/**
 * Drops this tab's pending sign-in when the tab shows any page but the callback: a route change
 * inside the app does what the page-load reset script does for a load.
 */
export function dropPendingSignInAway(pathname: string, storage: Store | undefined = tabStorage()): void {
  if (isCallbackPath(pathname)) return;
  try {
    storage?.removeItem(PENDING_SIGN_IN_KEY);
  } catch {
    /* storage blocked: nothing was recorded */
  }
}
