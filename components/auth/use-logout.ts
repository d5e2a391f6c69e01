'use client';
// Log out, the same way from the user menu and the dashboard: end the Descope session, forget its
// tokens in this browser whatever the logout call answered (a failed call must not leave a live
// session behind a page that says you are signed out), tell the page, and go home. Inside an
// AuthProvider.
import { useDescope } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { announceSessionChange } from '@/components/auth/session-marker';
import { browserStores, clearSdkStorage } from '@/lib/auth/sdk-storage';
import { ROUTES } from '@/lib/routes';

export function useLogout(): () => Promise<void> {
  const sdk = useDescope();
  const router = useRouter();
  return useCallback(async () => {
    try {
      await sdk.logout();
    } catch (error) {
      console.warn('Logout call failed; signing out in this browser anyway', error);
    } finally {
      clearSdkStorage(browserStores());
    }
    announceSessionChange();
    router.replace(ROUTES.home);
  }, [sdk, router]);
}
