import { SDK_STORAGE_KEYS, clearSdkStorage } from '@/lib/auth/sdk-storage';

const store = (keys: string[]) => {
  const items = new Map(keys.map((k) => [k, 'x']));
  return { items, removeItem: (key: string) => void items.delete(key) };
};

describe('clearSdkStorage', () => {
  it('removes every key the SDK writes from both storages, and leaves the rest', () => {
    const local = store([...SDK_STORAGE_KEYS, 'theme']);
    const session = store(['DS', 'milligram:pending-sign-in']);
    const cookies: string[] = [];
    clearSdkStorage({ localStorage: local, sessionStorage: session, setCookie: (c) => cookies.push(c) });
    expect([...local.items.keys()]).toEqual(['theme']);
    expect([...session.items.keys()]).toEqual(['milligram:pending-sign-in']);
    expect(cookies).toEqual(['DS=; Max-Age=0; path=/', 'DSR=; Max-Age=0; path=/']);
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
      clearSdkStorage({
        localStorage: throwing,
        sessionStorage: undefined,
        setCookie: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
  });
});
