// Login CSRF protection: the callback exchanges a code only for a sign-in this tab started. Before
// the browser leaves for the provider, a pending sign-in (a random nonce, the provider, the time)
// is written to this tab's sessionStorage; the callback claims it (reads and deletes it) and
// exchanges only when one younger than 10 minutes exists. A link to /auth/callback?code=… made by
// someone else finds none, so it cannot sign a visitor in to the sender's account.
export const PENDING_SIGN_IN_KEY = 'milligram:pending-sign-in';
export const PENDING_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  nonce: string;
  provider: string;
  /** When the sign-in started (epoch ms). */
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 128 random bits, hex. */
export function randomNonce(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Records that this tab is starting a sign-in with `provider`. Answers false if storage refuses. */
export function recordPendingSignIn(storage: Store | undefined, provider: string, now = Date.now()): boolean {
  try {
    const pending: PendingSignIn = { nonce: randomNonce(), provider, at: now };
    storage?.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
    return Boolean(storage);
  } catch {
    return false; // storage blocked (a privacy mode): the callback will refuse, and say why
  }
}

/** Reads and deletes this tab's pending sign-in; answers it when it is well formed and fresh. */
export function claimPendingSignIn(storage: Store | undefined, now = Date.now()): PendingSignIn | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PENDING_SIGN_IN_KEY) ?? null;
    storage?.removeItem(PENDING_SIGN_IN_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const pending = value as Partial<PendingSignIn> | null;
  if (
    typeof pending?.nonce !== 'string' ||
    pending.nonce.length < 16 ||
    typeof pending.provider !== 'string' ||
    typeof pending.at !== 'number'
  )
    return null;
  const age = now - pending.at;
  if (age < 0 || age > PENDING_SIGN_IN_MAX_AGE_MS) return null;
  return pending as PendingSignIn;
}

/** This tab's sessionStorage, or undefined on the server or where the browser blocks it. */
export function tabStorage(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
