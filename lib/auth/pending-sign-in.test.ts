import {
  PENDING_SIGN_IN_KEY,
  PENDING_SIGN_IN_MAX_AGE_MS,
  PENDING_SIGN_IN_RESET_SCRIPT,
  claimPendingSignIn,
  dropPendingSignInAway,
  newPendingSignIn,
  randomNonce,
  returnUrl,
  savePendingSignIn,
} from '@/lib/auth/pending-sign-in';
import { memoryStorage } from '@/lib/memory-storage';

/** Saves a sign-in started at `at` and answers what its return carries. */
function started(storage: ReturnType<typeof memoryStorage>, provider: string, at: number) {
  const pending = newPendingSignIn(provider, at);
  savePendingSignIn(storage, pending);
  return { nonce: pending.nonce, provider };
}

/** Pages that are not the callback, though their paths hold its name. */
const AWAY = ['/', '/mg/overview/', '/home/', '/x/auth/callback/'];

/**
 * `drop` run at each path on a browser holding a pending sign-in: gone on each page of `away`,
 * kept on the callback (with or without its slash).
 */
function expectDroppedAwayFromCallback(
  drop: (path: string, storage: ReturnType<typeof memoryStorage>) => void,
  away = AWAY,
) {
  const paths: [string, number][] = [
    ...away.map((path): [string, number] => [path, 0]),
    ...['/auth/callback/', '/auth/callback'].map((path): [string, number] => [path, 1]),
  ];
  for (const [path, left] of paths) {
    const storage = memoryStorage();
    started(storage, 'github', 0);
    drop(path, storage);
    expect({ path, left: storage.items.size }).toEqual({ path, left });
  }
}

describe('pending sign-in', () => {
  it('is claimed once, by the return carrying its nonce and provider, within 10 minutes', () => {
    const storage = memoryStorage();
    const returned = started(storage, 'github', 1_000);
    expect(claimPendingSignIn(storage, returned, 1_000 + PENDING_SIGN_IN_MAX_AGE_MS)).toBe(true);
    expect(claimPendingSignIn(storage, returned, 1_000)).toBe(false);
    expect(storage.items.has(PENDING_SIGN_IN_KEY)).toBe(false);
  });

  it('refuses a return with another nonce, no nonce or another provider, and stays for its own return', () => {
    for (const forged of [
      (r: { nonce: string; provider: string }) => ({ ...r, nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }),
      (r: { nonce: string; provider: string }) => ({ provider: r.provider }),
      (r: { nonce: string; provider: string }) => ({ ...r, provider: 'google' }),
      () => ({}),
    ]) {
      const storage = memoryStorage();
      const returned = started(storage, 'github', 0);
      expect(claimPendingSignIn(storage, forged(returned), 0)).toBe(false);
      expect(storage.items.size).toBe(1);
      expect(claimPendingSignIn(storage, returned, 0)).toBe(true);
      expect(storage.items.size).toBe(0);
    }
  });

  it('is refused after 10 minutes, and deleted all the same', () => {
    const storage = memoryStorage();
    const returned = started(storage, 'google', 0);
    expect(claimPendingSignIn(storage, returned, PENDING_SIGN_IN_MAX_AGE_MS + 1)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('refuses nothing recorded, malformed JSON, a forged short nonce and a time in the future', () => {
    const storage = memoryStorage();
    expect(claimPendingSignIn(storage, {}, 0)).toBe(false);
    for (const raw of ['{', 'null', '{"nonce":"x","provider":"github","at":0}', '"__proto__"']) {
      storage.setItem(PENDING_SIGN_IN_KEY, raw);
      expect(claimPendingSignIn(storage, { nonce: 'x', provider: 'github' }, 0)).toBe(false);
    }
    const returned = started(storage, 'github', 5_000);
    expect(claimPendingSignIn(storage, returned, 1_000)).toBe(false);
    // Each malformed or impossible record is dropped.
    expect(storage.items.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    const pending = newPendingSignIn('github');
    expect(savePendingSignIn(throwing, pending)).toBe(false);
    expect(claimPendingSignIn(throwing, pending)).toBe(false);
    expect(savePendingSignIn(undefined, pending)).toBe(false);
  });

  it('uses 128-bit random nonces', () => {
    expect(randomNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(randomNonce());
  });

  it('returns to the callback’s canonical address, /auth/callback/, with the nonce and provider in the query', () => {
    expect(returnUrl('https://milligram.dev', { nonce: 'ab12', provider: 'discord' })).toBe(
      'https://milligram.dev/auth/callback/?nonce=ab12&provider=discord',
    );
  });

  it('is dropped by a route change to any page but the callback', () => {
    expectDroppedAwayFromCallback(dropPendingSignInAway, [...AWAY, '/auth/callback-x/']);
  });

  describe('the reset every page runs as it is shown', () => {
    function runOn(pathname: string, storage: ReturnType<typeof memoryStorage>) {
      const listeners: (() => void)[] = [];
      new Function('addEventListener', 'location', 'sessionStorage', PENDING_SIGN_IN_RESET_SCRIPT)(
        (type: string, listener: () => void) => type === 'pageshow' && listeners.push(listener),
        { pathname },
        storage,
      );
      listeners.forEach((listener) => listener());
    }

    it('drops the pending sign-in anywhere but the callback', () => {
      expectDroppedAwayFromCallback(runOn);
    });

    it('never throws where storage is blocked', () => {
      const blocked = {
        removeItem: () => {
          throw new Error('blocked');
        },
      };
      expect(() => runOn('/', blocked as unknown as ReturnType<typeof memoryStorage>)).not.toThrow();
    });
  });
});
