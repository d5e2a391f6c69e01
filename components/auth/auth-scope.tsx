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
// - The provider's chunk is loaded here, not through React.lazy, and the provider mounts by an
//   ordinary state update once it has arrived. A lazy component mounts in a Suspense retry, and
//   React holds a retry's commit for a while after a fallback was shown (restarting the render at
//   each ping): every such render made the provider, and so a Descope SDK, again (see
//   descope-provider.tsx). An ordinary update commits the provider at its first render.
// - One SDK per document. An SDK cannot be torn down (its refresh timer and visibility listener
//   outlive its provider) and a provider cannot move to another place in the tree. So when the
//   page-wide scope is asked for after a smaller scope already made one in this document (signed
//   in on a docs page, the header's user menu made it; then the router brings /home), the page is
//   loaded anew: the new document makes the page-wide provider only, and refreshes its session once.
import {
  createContext,
  createElement,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** True below a loaded AuthProvider. */
const InsideProvider = createContext(false);
/** True below a scope whose provider is still loading. */
const ProviderLoading = createContext(false);
/** True below a scope that loads its own provider: an AuthOnly there waits for it. */
const OwnScope = createContext(false);
/** Set by the deferred root scope: asks it to load the provider for the whole page. */
const RequestProvider = createContext<(() => void) | null>(null);

type Provider = typeof import('@/components/auth/descope-provider').default;
/** The provider's chunk: asked for once per page, by the first scope that needs it. */
let providerChunk: Promise<Provider> | undefined;
/** The provider component, once its chunk has arrived. */
let loadedProvider: Provider | undefined;
const loadProvider = () =>
  (providerChunk ??= import('@/components/auth/descope-provider').then((m) => (loadedProvider = m.default)));

/** Set once a scope other than the page-wide one has made a provider (and so an SDK) in this document. */
let smallerScopeMadeSdk = false;

/** Whether the provider's code is here, loading it when `wanted` (a failed load is thrown to the error boundary). */
function useProviderLoaded(wanted: boolean): boolean {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!wanted || loadedProvider) return;
    let live = true;
    loadProvider().then(
      () => live && setArrived(true),
      (error: unknown) => {
        providerChunk = undefined; // the next scope that mounts tries again
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (failure) throw failure.error;
  return Boolean(loadedProvider);
}

export function AuthScope({ children, deferred = false }: { children: ReactNode; deferred?: boolean }) {
  const inside = useContext(InsideProvider);
  const loading = useContext(ProviderLoading);
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => {
    if (smallerScopeMadeSdk) window.location.reload();
    else setRequested(true);
  }, []);
  const ownProvider = !inside && !loading && (!deferred || requested) && hydrated;
  const loaded = useProviderLoaded(ownProvider);
  const madeSmallerSdk = ownProvider && !deferred && loaded;
  useEffect(() => {
    if (madeSmallerSdk) smallerScopeMadeSdk = true;
  }, [madeSmallerSdk]);
  if (!ownProvider) {
    if (inside || loading) return children;
    if (deferred) return <RequestProvider.Provider value={request}>{children}</RequestProvider.Provider>;
    return <OwnScope.Provider value={true}>{children}</OwnScope.Provider>;
  }
  // While the provider's code loads, and while anything below it waits for its own code.
  const loadingView = <ProviderLoading.Provider value={true}>{children}</ProviderLoading.Provider>;
  if (!loaded || !loadedProvider) return loadingView;
  const inner = <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>;
  return createElement(loadedProvider, { fallback: loadingView }, inner);
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
