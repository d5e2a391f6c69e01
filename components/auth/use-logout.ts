'use client';
// Log out, the same way from the user menu and the dashboard (lib/auth/sign-out.ts): the tokens
// are forgotten and the page shows signed-out at once, then the Descope session is ended in the
// background. Inside an AuthProvider.
import { getRefreshToken, useDescope } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { announceSessionChange } from '@/components/auth/session-marker';
import { browserStores, forgetSession } from '@/lib/auth/sdk-storage';
import { signOut } from '@/lib/auth/sign-out';
import { ROUTES } from '@/lib/routes';

export function useLogout(): () => void {
  const sdk = useDescope();
  const router = useRouter();
  return useCallback(() => {
    void signOut({
      refreshToken: getRefreshToken,
      forget: () => forgetSession(browserStores()),
      logout: (token) => sdk.logout(token),
    });
    announceSessionChange();
    router.replace(ROUTES.home);
  }, [sdk, router]);
}
