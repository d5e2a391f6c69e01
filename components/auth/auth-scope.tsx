'use client';
// Where the Descope SDK is loaded. Children render at once; once the SDK's chunk has loaded they
// render again inside its AuthProvider. A scope inside another scope adds nothing.
import { createContext, lazy, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

export const InsideAuthProvider = createContext(false);
/** True below a scope whose provider is still loading: inner scopes wait for it. */
const OuterScopeLoading = createContext(false);
/** Whether the caller is inside a loaded AuthProvider (so the SDK's hooks may be used). */
export const useAuthReady = () => useContext(InsideAuthProvider);

const DescopeProvider = lazy(() => import('@/components/auth/descope-provider'));

export function AuthScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAuthProvider);
  const outerLoading = useContext(OuterScopeLoading);
  const hydrated = useHydrated();
  if (inside || outerLoading || !hydrated) return children;
  return (
    <Suspense fallback={<OuterScopeLoading.Provider value={true}>{children}</OuterScopeLoading.Provider>}>
      <DescopeProvider>{children}</DescopeProvider>
    </Suspense>
  );
}

/** Renders `children` (which may use the SDK's hooks) only inside a loaded provider, else `fallback`. */
export function AuthOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useAuthReady() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/** Descope's storage keys that say a session exists in this browser (the SDK writes DSLI at sign-in and keeps DSR while it can refresh). */
export const SESSION_MARKER_KEYS = ['DSLI', 'DSR'] as const;
export const SESSION_CHANGED_EVENT = 'milligram:session-changed';

function subscribe(notify: () => void) {
  window.addEventListener('storage', notify);
  window.addEventListener(SESSION_CHANGED_EVENT, notify);
  return () => {
    window.removeEventListener('storage', notify);
    window.removeEventListener(SESSION_CHANGED_EVENT, notify);
  };
}

function hasMarker() {
  try {
    return SESSION_MARKER_KEYS.some((key) => window.localStorage.getItem(key));
  } catch {
    return false;
  }
}

/** True when this browser holds a Descope session (without loading the SDK to ask). */
export function useSessionMarker(): boolean {
  return useSyncExternalStore(subscribe, hasMarker, () => false);
}

/** Tells the page that sign-in state changed in this tab (storage events only cross tabs). */
export const announceSessionChange = () => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
