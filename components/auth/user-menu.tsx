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

const NAME_STYLE = {
  overflow: 'hidden',
  maxWidth: '10rem',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

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
          {/* A long display name ends in "…" rather than pushing the header's other items aside; the
              accessible name keeps it whole. Inline: a stylesheet of its own would add its name to
              the list of lazy chunks every page loads. */}
          <span style={NAME_STYLE}>{name}</span>
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
