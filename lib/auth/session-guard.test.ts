import { blockedStorage, memoryStorage } from '@/lib/memory-storage';
import { SDK_STORAGE_KEYS } from '@/lib/auth/sdk-storage';
import {
  SIGNED_OUT_KEY,
  clearSignedOut,
  guardSessionRequest,
  guardedStorage,
  isSignOutEvent,
  isSignedOut,
  markSignedOut,
} from '@/lib/auth/session-guard';

/** A localStorage stand-in with the two members the SDK's key scan reads. */
function local() {
  const store = memoryStorage();
  Object.defineProperty(store, 'length', { get: () => store.items.size });
  return Object.assign(store, {
    key: (index: number) => [...store.items.keys()][index] ?? null,
  }) as unknown as Storage & { items: Map<string, string> };
}

describe('the signed-out mark', () => {
  it('is set by a sign-out, read by every tab, and lifted only on purpose', () => {
    const store = local();
    expect(isSignedOut(store)).toBe(false);
    markSignedOut(store, 1234);
    expect(store.items.get(SIGNED_OUT_KEY)).toBe('1234');
    expect(isSignedOut(store)).toBe(true);
    clearSignedOut(store);
    expect(isSignedOut(store)).toBe(false);
  });

  it('never throws where storage is blocked', () => {
    const blocked = blockedStorage();
    expect(() => markSignedOut(blocked)).not.toThrow();
    expect(() => clearSignedOut(blocked)).not.toThrow();
    expect(isSignedOut(blocked)).toBe(false);
  });

  it('is what a storage event from a signing-out tab carries', () => {
    expect(isSignOutEvent({ key: SIGNED_OUT_KEY, newValue: '1' })).toBe(true);
    expect(isSignOutEvent({ key: SIGNED_OUT_KEY, newValue: null })).toBe(false);
    expect(isSignOutEvent({ key: 'DSR', newValue: null })).toBe(false);
  });
});

describe('the storage the SDK writes through', () => {
  it('passes everything through while signed in', () => {
    const store = local();
    const sdk = guardedStorage(() => store);
    sdk.setItem('DSR', 'refresh');
    sdk.setItem('fp', 'fingerprint');
    expect(sdk.getItem('DSR')).toBe('refresh');
    expect(sdk.length).toBe(2);
    expect(sdk.key(1)).toBe('fp');
    sdk.removeItem('DSR');
    expect(store.items.has('DSR')).toBe(false);
  });

  it('takes no session key while the browser is marked signed out: a late refresh writes nothing back', () => {
    const store = local();
    const sdk = guardedStorage(() => store);
    markSignedOut(store);
    for (const key of SDK_STORAGE_KEYS) sdk.setItem(key, 'late');
    sdk.setItem('descopeFlowNonce-x', 'other');
    expect([...store.items.keys()].sort()).toEqual(['descopeFlowNonce-x', SIGNED_OUT_KEY].sort());
    // The callback lifts the mark just before it exchanges a code: the new session is stored.
    clearSignedOut(store);
    sdk.setItem('DSR', 'new');
    expect(store.items.get('DSR')).toBe('new');
  });

  it('holds nothing without a storage', () => {
    const sdk = guardedStorage(() => undefined);
    sdk.setItem('DS', 'x');
    expect(sdk.getItem('DS')).toBeNull();
    expect(sdk.length).toBe(0);
    expect(sdk.key(0)).toBeNull();
  });
});

describe('the SDK’s session requests', () => {
  const refresh = {
    path: '/v1/auth/refresh',
    token: 'in-memory-or-cookie',
    headers: { 'x-descope-sdk-name': 'web-js' },
  };

  it('carry the refresh token storage holds, never the one the SDK kept in memory or read from a cookie', () => {
    const store = local();
    store.setItem('DSR', 'stored');
    const guarded = guardSessionRequest(refresh, 'P123', store);
    expect(guarded.headers).toEqual({ 'x-descope-sdk-name': 'web-js', Authorization: 'Bearer P123:stored' });
    expect(guarded.token).toBe('stored');
  });

  it('carry no refresh token once the browser is signed out, so the provider refuses them', () => {
    for (const path of ['/v1/auth/refresh', '/v1/auth/try-refresh', '/v1/auth/me', '/v1/auth/me/history']) {
      const store = local();
      store.setItem('DSR', 'written-back-by-a-race');
      markSignedOut(store);
      const guarded = guardSessionRequest(
        { ...refresh, path, headers: { authorization: 'Bearer P123:old' } },
        'P123',
        store,
      );
      expect(guarded.headers).toEqual({ Authorization: 'Bearer P123' });
      expect(guarded.token).toBeUndefined();
    }
  });

  it('leave every other request alone: the logout call carries the token it was handed', () => {
    const store = local();
    for (const path of ['/v1/auth/logout', '/v1/auth/oauth/authorize', '/v1/auth/oauth/exchange', '/v1/auth/merge']) {
      const request = { path, token: 'handed', headers: { a: 'b' } };
      expect(guardSessionRequest(request, 'P123', store)).toBe(request);
    }
  });
});
