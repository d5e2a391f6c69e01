'use client';
// The sanctified navbar's actions: project switcher, Log in and Sign up (both open the
// login modal), the OAuth setup guide, the user menu when signed in, and a mobile menu.
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AuthOnly, AuthScope } from '@/components/auth/auth-scope';
import { useSessionMarker } from '@/components/auth/session-marker';
import { Button, ButtonLink } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLinks } from '@/components/layout/nav-links';
import { dropPendingSignInAway } from '@/lib/auth/pending-drop';
import type { NavLink } from '@/lib/nav-link';
import { ROUTES } from '@/lib/routes';
import styles from './sanctified-actions.module.css';

const UserMenu = lazy(() => import('@/components/auth/user-menu'));
const LogoutButton = lazy(() => import('@/components/auth/user-menu').then((m) => ({ default: m.LogoutButton })));
// The modals load when first opened: docs readers never fetch them.
const LoginModal = lazy(() => import('@/components/auth/login-modal').then((m) => ({ default: m.LoginModal })));
const SetupGuideModal = lazy(() =>
  import('@/components/auth/setup-guide-modal').then((m) => ({ default: m.SetupGuideModal })),
);

type Dialog = 'login' | 'signup' | 'guide' | null;

/** The products, from the server (lib/products.ts), so their landing-page texts stay there. */
type Links = readonly NavLink[];

export function ProjectSwitcher({ projects }: { projects: Links }) {
  return <MenuButton label="Projects" items={projects} />;
}

/** `links`: the products and the docs, for the mobile menu. */
export function SanctifiedActions({ links }: { links: Links }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const marker = useSessionMarker();
  const [sessionGone, setSessionGone] = useState(false);
  const signedIn = marker && !sessionGone;
  const onSignedOut = useCallback(() => setSessionGone(true), []);
  const pathname = usePathname();
  // A sign-in ends on the callback: any other page the app routes to drops it (login CSRF).
  useEffect(() => dropPendingSignInAway(pathname), [pathname]);

  const authButtons = signedIn ? (
    <AuthOnly>
      <UserMenu onSignedOut={onSignedOut} />
    </AuthOnly>
  ) : (
    <SignInButtons onOpen={setDialog} />
  );

  const guide = <Button onClick={() => setDialog('guide')}>OAuth setup guide</Button>;
  const actions = (
    <>
      <div className={styles.desktop}>
        {guide}
        {authButtons}
      </div>
      {/* The dialogs stay outside the menu: a closed <details> hides what it holds. */}
      <MobileMenu className={styles.mobile} open={menuOpen} onToggle={setMenuOpen}>
        <nav aria-label="Site">
          <NavLinks links={links} />
        </nav>
        <div className={styles.mobileActions}>
          {guide}
          {signedIn ? (
            <>
              <ButtonLink href={ROUTES.dashboard}>Dashboard</ButtonLink>
              <AuthOnly>
                <LogoutButton />
              </AuthOnly>
            </>
          ) : (
            <SignInButtons onOpen={setDialog} />
          )}
        </div>
      </MobileMenu>
      <Suspense fallback={null}>
        {(dialog === 'login' || dialog === 'signup') && (
          <LoginModal open mode={dialog} onClose={() => setDialog(null)} />
        )}
        {dialog === 'guide' && <SetupGuideModal open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
  // Signed in, the desktop user menu and the mobile menu's Log out share one provider.
  return signedIn ? <AuthScope>{actions}</AuthScope> : actions;
}

/** Log in and Sign up: both open the login modal. */
function SignInButtons({ onOpen }: { onOpen: (which: 'login' | 'signup') => void }) {
  return (
    <>
      <Button onClick={() => onOpen('login')}>Log in</Button>
      <Button variant="primary" onClick={() => onOpen('signup')}>
        Sign up
      </Button>
    </>
  );
}
