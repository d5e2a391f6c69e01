'use client';
// Where the Descope SDK loads. The contract:
// - The SDK (about 21 KB gzip) loads only where something needs it: an <AuthOnly> (whose
//   children use the SDK's hooks) mounts. Nothing else on the site fetches it.
// - The root layout holds one deferred <AuthScope>: it loads the provider for the whole page,
//   header included, when an <AuthOnly> below it asks, which the sign-in pages (/auth/callback,
//   /home) do. So those pages and their header share one provider, and other pages load nothing.
// - An <AuthScope> elsewhere (the login modal, the signed-in user menu) loads a provider of its
//   own for its children when it mounts; the <AuthOnly> inside it waits for that one. A scope
//   inside a loaded or loading provider adds nothing.
// - Either way the children render at once, and again inside the provider once its chunk loads.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** True below a loaded AuthProvider. */
const InsideProvider = createContext(false);
/** True below a scope whose provider is still loading. */
const ProviderLoading = createContext(false);
/** True below a scope that loads its own provider: an AuthOnly there waits for it. */
const OwnScope = createContext(false);
/** Set by the deferred root scope: asks it to load the provider for the whole page. */
const RequestProvider = createContext<(() => void) | null>(null);

const DescopeProvider = lazy(() => import('@/components/auth/descope-provider'));

export function AuthScope({ children, deferred = false }: { children: ReactNode; deferred?: boolean }) {
  const inside = useContext(InsideProvider);
  const loading = useContext(ProviderLoading);
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => setRequested(true), []);
  if (inside || loading) return children;
  if (deferred && !requested) return <RequestProvider.Provider value={request}>{children}</RequestProvider.Provider>;
  if (!hydrated) return <OwnScope.Provider value={true}>{children}</OwnScope.Provider>;
  return (
    <Suspense fallback={<ProviderLoading.Provider value={true}>{children}</ProviderLoading.Provider>}>
      <DescopeProvider>
        <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
      </DescopeProvider>
    </Suspense>
  );
}

/** Renders `children` (which may use the SDK's hooks) only inside a loaded provider, else `fallback`. */
export function AuthOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inside = useContext(InsideProvider);
  const loading = useContext(ProviderLoading);
  const own = useContext(OwnScope);
  const waiting = loading || own;
  const request = useContext(RequestProvider);
  useEffect(() => {
    if (!inside && !waiting) request?.();
  }, [inside, waiting, request]);
  return inside ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
