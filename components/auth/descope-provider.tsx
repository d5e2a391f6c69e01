'use client';
// Descope's AuthProvider with the build's settings. Loaded lazily by auth-scope.tsx, which says
// when. The SDK keeps its session only where lib/auth/session-guard.ts allows: in localStorage,
// between a sign-in and a sign-out.
//
// One SDK per provider, made once. The AuthProvider makes its SDK while it renders (a useMemo), and
// React keeps it only once the provider is on the page (committed): every render thrown away before
// then makes another SDK. Two rules keep that to one render:
// - the provider mounts by an ordinary state update, never in a Suspense retry (auth-scope.tsx:
//   when it was a React.lazy, React restarted the retry at every ping for about 300 ms after a
//   fallback showed, some 80 to 250 renders a page load, each with a new SDK);
// - what waits for its code below it (the dashboard, the user menu, Log out are lazy) waits behind a
//   Suspense boundary inside the provider, so the provider commits without them.
import { AuthProvider } from '@descope/nextjs-sdk';
import { Suspense, useState, type ReactNode } from 'react';
import { SDK_MADE_MARK } from '@/lib/auth/sdk-made';
import { guardSessionRequest, guardedStorage } from '@/lib/auth/session-guard';
import { settings } from '@/lib/config';

const PROJECT_ID = settings.descopeProjectId ?? '';
// A module constant: the SDK is made again whenever its storage object changes identity.
const STORAGE = guardedStorage();

/**
 * The hooks one SDK is given. The SDK adds its own hooks (persistence, auto-refresh, …) to the
 * object it is handed, so each SDK needs an object of its own: a shared one would run every SDK's
 * hooks, refresh timer included, on every answer.
 */
function sdkHooks() {
  performance.mark(SDK_MADE_MARK);
  return { beforeRequest: <T extends { path: string }>(request: T) => guardSessionRequest(request, PROJECT_ID) };
}

export default function DescopeProvider({ children, fallback }: { children?: ReactNode; fallback: ReactNode }) {
  const [hooks] = useState(sdkHooks);
  return (
    <AuthProvider
      projectId={PROJECT_ID}
      baseUrl={settings.descopeBaseUrl}
      // A static export has no middleware to read cookies: keep the tokens in localStorage.
      sessionTokenViaCookie={false}
      refreshTokenViaCookie={false}
      customStorage={STORAGE}
      hooks={hooks}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </AuthProvider>
  );
}
