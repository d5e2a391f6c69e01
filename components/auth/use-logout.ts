'use client';
// Log out, the same way from the user menu and the dashboard (lib/auth/sign-out.ts): the browser
// is marked signed out, the tokens are forgotten and the page shows signed-out at once, then the
// Descope session is ended in the background. Inside an AuthProvider.
import { useDescope } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { announceSessionChange } from '@/components/auth/session-marker';
import { browserStores, forgetSession } from '@/lib/auth/sdk-storage';
import { REFRESH_TOKEN_KEY, browserLocalStorage, markSignedOut } from '@/lib/auth/session-guard';
import { signOut } from '@/lib/auth/sign-out';
import { ROUTES } from '@/lib/routes';

export function useLogout(): () => void {
  const sdk = useDescope();
  const router = useRouter();
  return useCallback(() => {
    void signOut({
      // From storage, where the sign-in keeps it: never a cookie that some other site planted.
      refreshToken: () => browserLocalStorage()?.getItem(REFRESH_TOKEN_KEY),
      markSignedOut: () => markSignedOut(browserLocalStorage()),
      forget: () => forgetSession(browserStores()),
      logout: (token) => sdk.logout(token),
    });
    announceSessionChange();
    router.replace(ROUTES.home);
  }, [sdk, router]);
}
