'use client';
// Descope's AuthProvider with the build's settings. Loaded lazily by auth-scope.tsx, which says
// when.
import { AuthProvider } from '@descope/nextjs-sdk';
import type { ReactNode } from 'react';
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
      {children}
    </AuthProvider>
  );
}
