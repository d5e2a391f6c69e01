'use client';
// The signed-in user's menu (Dashboard, Log out), and Log out as a plain button for the mobile
// menu; both inside an AuthProvider, loaded lazily.
import { useSession, useUser } from '@descope/nextjs-sdk/client';
import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Avatar } from '@/components/auth/avatar';
import { useLogout } from '@/components/auth/use-logout';
import { Button, ButtonLink, buttonClass } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { apiNameOf, onApiName } from '@/lib/auth/shown-name';
import { ROUTES } from '@/lib/routes';
import { cssString } from '@/lib/text';

export default function UserMenu({ onSignedOut }: { onSignedOut: () => void }) {
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

  if (!isAuthenticated) return null;
  const name = apiName || user?.name || user?.email || 'Account';
  const email = user?.email && user.email !== name ? user.email : '';
  // Who is signed in, at the top of the open menu: the name and the e-mail, drawn by the header's
  // stylesheet from these two properties, so the shared menu component stays as small as it is.
  const who = { '--who-name': cssString(name), '--who-email': cssString(email) } as CSSProperties;
  return (
    // Dashboard beside the menu: the signed-in visitor's way in, and the place Log in and Sign up
    // kept filled. Inline: a stylesheet of its own would add its name to every page's lazy chunks.
    <span style={{ display: 'flex', gap: 'var(--space-2)', ...who }}>
      <ButtonLink href={ROUTES.dashboard} variant="ghost">
        Dashboard
      </ButtonLink>
      <MenuButton
        align="end"
        className={`${buttonClass({ variant: 'ghost' })} account-menu`}
        label={
          <>
            {/* The user's picture or initial, one size whatever the name: the header never moves and
              never cuts a name short. The accessible name says whose menu it is, the name whole. */}
            <Avatar picture={user?.picture} name={name} size={1.75} />
            <span className="visually-hidden">Account menu for {name}</span>
          </>
        }
        items={[
          { label: 'Dashboard', href: ROUTES.dashboard },
          { label: 'Log out', onSelect: logout },
        ]}
      />
    </span>
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
