// Login CSRF protection: the callback exchanges a code only for the sign-in this tab started.
// - Start: a pending sign-in (a random nonce, the provider, the time) is made, its nonce and
//   provider ride in the redirect URL the provider returns to (`?nonce=…&provider=…`), and it is
//   written to this tab's sessionStorage only once the provider's address is known, just before the
//   browser leaves. A start that fails leaves nothing behind.
// - Return: the callback claims it and exchanges only when it exists, is younger than 10 minutes,
//   and its nonce and provider equal the ones the address brought back; only that return spends it,
//   so a forged code or a stray `?err=` cannot cancel a sign-in under way.
// - Any other page of the site shown in the tab drops it, whether loaded (PENDING_SIGN_IN_RESET_SCRIPT,
//   Back from the provider included) or reached by a route change inside the app
//   (dropPendingSignInAway), so a wander elsewhere ends the sign-in.
// A link to /auth/callback?code=… made by someone else cannot know the nonce, so it cannot sign a
// visitor in to the sender's account.
import { PENDING_SIGN_IN_KEY } from '@/lib/auth/pending-drop';
import { callbackUrl } from '@/lib/auth/providers';
import { ROUTES, withoutTrailingSlash } from '@/lib/routes';
import type { Store } from '@/lib/web-storage';

export { PENDING_SIGN_IN_KEY, dropPendingSignInAway, isCallbackPath } from '@/lib/auth/pending-drop';
export { tabStorage } from '@/lib/web-storage';

export const PENDING_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;
/** The redirect URL's parameters that carry the sign-in back: `/auth/callback?nonce=…&provider=…`. */
export const RETURN_PARAMS = { nonce: 'nonce', provider: 'provider' } as const;

export interface PendingSignIn {
  nonce: string;
  provider: string;
  /** When the sign-in started (epoch ms). */
  at: number;
}

/** What the callback's address says about the sign-in it ends. */
export interface SignInReturn {
  nonce?: string;
  provider?: string;
}

/** 128 random bits, hex. */
export function randomNonce(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newPendingSignIn = (provider: string, now = Date.now()): PendingSignIn => ({
  nonce: randomNonce(),
  provider,
  at: now,
});

/** The address the provider sends the browser back to, carrying this sign-in's nonce and provider. */
export function returnUrl(origin: string, pending: Pick<PendingSignIn, 'nonce' | 'provider'>): string {
  const query = new URLSearchParams({
    [RETURN_PARAMS.nonce]: pending.nonce,
    [RETURN_PARAMS.provider]: pending.provider,
  });
  return `${callbackUrl(origin)}?${query}`;
}

/** Records the sign-in this tab is leaving for. Answers false if storage refuses. */
export function savePendingSignIn(storage: Store | undefined, pending: PendingSignIn): boolean {
  try {
    storage?.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
    return Boolean(storage);
  } catch {
    return false; // storage blocked (a privacy mode): the callback will refuse, and say why
  }
}

/**
 * Claims this tab's pending sign-in for a return: true, and the record spent, only when it is well
 * formed, fresh, and its nonce and provider are the ones the return carries. A return that carries
 * anything else (a forged code, a stray `?err=`) is refused and leaves the record alone: only the
 * return of the sign-in this tab started can end it. A stale or malformed record is dropped.
 */
export function claimPendingSignIn(storage: Store | undefined, returned: SignInReturn, now = Date.now()): boolean {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PENDING_SIGN_IN_KEY) ?? null;
  } catch {
    return false;
  }
  if (!raw) return false;
  const drop = () => {
    try {
      storage?.removeItem(PENDING_SIGN_IN_KEY);
    } catch {
      /* storage blocked: the record expires on its own */
    }
  };
  let pending: Partial<PendingSignIn> | null;
  try {
    pending = JSON.parse(raw);
  } catch {
    pending = null;
  }
  const age = now - (typeof pending?.at === 'number' ? pending.at : Number.NaN);
  if (
    typeof pending?.nonce !== 'string' ||
    pending.nonce.length < 16 ||
    typeof pending.provider !== 'string' ||
    !(age >= 0 && age <= PENDING_SIGN_IN_MAX_AGE_MS)
  ) {
    drop();
    return false;
  }
  if (pending.nonce !== returned.nonce || pending.provider !== returned.provider) return false;
  drop();
  return true;
}

/**
 * Run by every page as it is shown (a load, or Back into the page's kept copy): anywhere but the
 * callback, the tab's pending sign-in is dropped. An inline script in the page, so it runs before
 * and without the site's bundles.
 */
export const PENDING_SIGN_IN_RESET_SCRIPT = `addEventListener("pageshow",function(){try{location.pathname.indexOf(${JSON.stringify(
  withoutTrailingSlash(ROUTES.authCallback),
)})&&sessionStorage.removeItem(${JSON.stringify(PENDING_SIGN_IN_KEY)})}catch(e){}})`;
