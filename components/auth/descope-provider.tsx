'use client';
// Descope's AuthProvider with the build's settings. Loaded lazily by auth-scope.tsx, which says
// when. The SDK keeps its session only where lib/auth/session-guard.ts allows: in localStorage,
// between a sign-in and a sign-out.
import { AuthProvider } from '@descope/nextjs-sdk';
import type { ReactNode } from 'react';
import { guardSessionRequest, guardedStorage } from '@/lib/auth/session-guard';
import { settings } from '@/lib/config';

const PROJECT_ID = settings.descopeProjectId ?? '';
// Module constants: the SDK is made again whenever its storage object changes identity.
const STORAGE = guardedStorage();
const HOOKS = { beforeRequest: <T extends { path: string }>(request: T) => guardSessionRequest(request, PROJECT_ID) };

export default function DescopeProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider
      projectId={PROJECT_ID}
      baseUrl={settings.descopeBaseUrl}
      // A static export has no middleware to read cookies: keep the tokens in localStorage.
      sessionTokenViaCookie={false}
      refreshTokenViaCookie={false}
      customStorage={STORAGE}
      hooks={HOOKS}
    >
      {children}
    </AuthProvider>
  );
}
