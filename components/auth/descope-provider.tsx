'use client';
// Descope's AuthProvider with the build's settings. Loaded lazily (see auth-scope.tsx): the SDK
// weighs about 21 KB gzip, which docs readers who are not signed in never fetch.
import { AuthProvider } from '@descope/nextjs-sdk';
import type { ReactNode } from 'react';
import { InsideAuthProvider } from '@/components/auth/auth-scope';
import { settings } from '@/lib/config';

export default function DescopeProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider
      projectId={settings.descopeProjectId ?? ''}
      baseUrl={settings.descopeBaseUrl}
      // A static export has no middleware to read cookies: keep the tokens in localStorage.
      sessionTokenViaCookie={false}
      refreshTokenViaCookie={false}
    >
      <InsideAuthProvider.Provider value={true}>{children}</InsideAuthProvider.Provider>
    </AuthProvider>
  );
}
