// The name the header's account menu shows. The identity provider's name (Descope's user.name) is
// what the sign-in knows; the product's API keeps the display name the dashboard shows and edits.
// Once the dashboard has the API's record (loaded, or saved by an edit) its name is kept here, for
// this tab and this user, and the menu shows it instead: an edited name reads the same in the
// header as on the dashboard, on every page, until the tab closes.
import { tabStorage, type Store } from '@/lib/web-storage';

export const SHOWN_NAME_KEY = 'milligram:shown-name';

const listeners = new Set<() => void>();

/** Keep `name` as the API's name of `userId` (an empty or missing name keeps nothing). */
export function rememberApiName(userId: string, name: string | null, store: Store | undefined = tabStorage()) {
  try {
    if (name?.trim()) store?.setItem(SHOWN_NAME_KEY, JSON.stringify({ userId, name }));
    else store?.removeItem(SHOWN_NAME_KEY);
  } catch {
    // Storage refused: the menu keeps the identity provider's name.
  }
  for (const listener of listeners) listener();
}

/** The API's name of `userId`, if this tab has one; never another user's. */
export function apiNameOf(userId: string | undefined, store: Store | undefined = tabStorage()): string | undefined {
  if (!userId) return undefined;
  try {
    const kept: unknown = JSON.parse(store?.getItem(SHOWN_NAME_KEY) ?? 'null');
    if (kept && typeof kept === 'object' && 'userId' in kept && 'name' in kept && kept.userId === userId) {
      return typeof kept.name === 'string' ? kept.name : undefined;
    }
  } catch {
    // Refused or malformed: nothing kept.
  }
  return undefined;
}

/** Call `listener` whenever a name is kept; returns the unsubscribe (useSyncExternalStore's shape). */
export function onApiName(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
