'use client';
// Where the Descope SDK loads. The contract:
// - The SDK (about 21 KB gzip) loads only inside an <AuthScope>: the (auth) route group's layout
//   (/auth/callback and /home, header included), the login modal when it opens, and the user menu
//   when this browser holds a session marker. Nothing else on the site fetches it.
// - <AuthScope> renders its children at once; when the SDK's chunk has loaded (after hydration) it
//   renders them again inside Descope's AuthProvider. A scope inside a scope adds nothing: the
//   inner one waits for the outer provider instead of loading a second.
// - <AuthOnly> is where the SDK's hooks may be used: it renders its children only inside a loaded
//   provider, and `fallback` until then.
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** True below a loaded AuthProvider. */
const InsideProvider = createContext(false);
/** True below a scope whose provider is still loading. */
const ProviderLoading = createContext(false);

const DescopeProvider = lazy(() => import('@/components/auth/descope-provider'));

export function AuthScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideProvider);
  const loading = useContext(ProviderLoading);
  const hydrated = useHydrated();
  if (inside || loading || !hydrated) return children;
  return (
    <Suspense fallback={<ProviderLoading.Provider value={true}>{children}</ProviderLoading.Provider>}>
      <DescopeProvider>
        <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
      </DescopeProvider>
    </Suspense>
  );
}

export function AuthOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useContext(InsideProvider) ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
