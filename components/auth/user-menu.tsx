'use client';
// The signed-in user's menu (Dashboard, Log out), and Log out as a plain button for the mobile
// menu; both inside an AuthProvider, loaded lazily.
import { useSession, useUser } from '@descope/nextjs-sdk/client';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { apiNameOf, onApiName } from '@/lib/auth/shown-name';
import { ROUTES } from '@/lib/routes';
import styles from './user-menu.module.css';

/** `placeholder` holds the menu's place while the session loads. */
export default function UserMenu({ onSignedOut, placeholder }: { onSignedOut: () => void; placeholder?: ReactNode }) {
  const logout = useLogout();
  const { isAuthenticated, isSessionLoading } = useSession();
  const { user } = useUser();
  // The display name the dashboard shows (the API's), once this tab has it; else the provider's.
  const apiName = useSyncExternalStore(
    onApiName,
    () => apiNameOf(user?.userId),
    () => undefined,
  );

  useEffect(() => {
    // The stored session turned out to be gone or expired: show the sign-in buttons instead.
    if (!isSessionLoading && !isAuthenticated) onSignedOut();
  }, [isSessionLoading, isAuthenticated, onSignedOut]);

  if (!isAuthenticated) return placeholder ?? null;
  const name = apiName || user?.name || user?.email || 'Account';
  return (
    <MenuButton
      align="end"
      label={
        <>
          <span className="visually-hidden">Account menu for </span>
          <span className={styles.name}>{name}</span>
        </>
      }
      items={[
        { label: 'Dashboard', href: ROUTES.dashboard },
        { label: 'Log out', onSelect: logout },
      ]}
    />
  );
}

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="danger" size="lg" onClick={logout}>
      Log out
    </Button>
  );
}
