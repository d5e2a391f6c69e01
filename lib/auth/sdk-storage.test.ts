import { LEGACY_TOKEN_KEYS, SDK_STORAGE_KEYS, TOKEN_STORAGE_KEYS, forgetSession } from '@/lib/auth/sdk-storage';

const store = (keys: string[]) => {
  const items = new Map(keys.map((k) => [k, 'x']));
  return { items, removeItem: (key: string) => void items.delete(key) };
};

describe('forgetSession', () => {
  it('removes every key the SDK writes and the older token keys from both storages, and leaves the rest', () => {
    const local = store([...SDK_STORAGE_KEYS, 'sessionToken', 'authToken', 'theme']);
    const session = store(['DS', 'sessionToken', 'authToken', 'milligram:pending-sign-in']);
    const cookies: string[] = [];
    forgetSession({ localStorage: local, sessionStorage: session, setCookie: (c) => cookies.push(c) });
    expect([...local.items.keys()]).toEqual(['theme']);
    expect([...session.items.keys()]).toEqual(['milligram:pending-sign-in']);
    expect(cookies).toEqual([
      'DS=; Max-Age=0; path=/',
      'DSR=; Max-Age=0; path=/',
      'sessionToken=; Max-Age=0; path=/',
      'authToken=; Max-Age=0; path=/',
    ]);
  });

  it('forgets every key the API client reads a token from', () => {
    expect(TOKEN_STORAGE_KEYS).toEqual(['DS', 'sessionToken', 'authToken']);
    for (const key of TOKEN_STORAGE_KEYS)
      expect([...SDK_STORAGE_KEYS, ...LEGACY_TOKEN_KEYS] as string[]).toContain(key);
  });

  it('names the session, refresh and id tokens and the signed-in marker', () => {
    expect(SDK_STORAGE_KEYS).toEqual(expect.arrayContaining(['DS', 'DSR', 'DSI', 'DSLI']));
  });

  it('never throws, whatever the browser blocks', () => {
    const throwing = {
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() =>
      forgetSession({
        localStorage: throwing,
        sessionStorage: undefined,
        setCookie: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
  });
});
