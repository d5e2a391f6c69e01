import {
  PENDING_SIGN_IN_KEY,
  PENDING_SIGN_IN_MAX_AGE_MS,
  claimPendingSignIn,
  randomNonce,
  recordPendingSignIn,
} from '@/lib/auth/pending-sign-in';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending sign-in', () => {
  it('is claimed once, within 10 minutes of the start', () => {
    const storage = memoryStorage();
    expect(recordPendingSignIn(storage, 'github', 1_000)).toBe(true);
    expect(claimPendingSignIn(storage, 1_000 + PENDING_SIGN_IN_MAX_AGE_MS)).toMatchObject({ provider: 'github' });
    expect(claimPendingSignIn(storage, 1_000)).toBeNull();
    expect(storage.items.has(PENDING_SIGN_IN_KEY)).toBe(false);
  });

  it('is refused after 10 minutes, and deleted all the same', () => {
    const storage = memoryStorage();
    recordPendingSignIn(storage, 'google', 0);
    expect(claimPendingSignIn(storage, PENDING_SIGN_IN_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('refuses nothing recorded, malformed JSON, a forged short nonce and a time in the future', () => {
    const storage = memoryStorage();
    expect(claimPendingSignIn(storage, 0)).toBeNull();
    for (const raw of ['{', 'null', '{"nonce":"x","provider":"github","at":0}', '"__proto__"']) {
      storage.setItem(PENDING_SIGN_IN_KEY, raw);
      expect(claimPendingSignIn(storage, 0)).toBeNull();
    }
    recordPendingSignIn(storage, 'github', 5_000);
    expect(claimPendingSignIn(storage, 1_000)).toBeNull();
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
    expect(recordPendingSignIn(throwing, 'github')).toBe(false);
    expect(claimPendingSignIn(throwing)).toBeNull();
    expect(recordPendingSignIn(undefined, 'github')).toBe(false);
  });

  it('uses 128-bit random nonces', () => {
    expect(randomNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(randomNonce());
  });
});
