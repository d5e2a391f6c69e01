'use client';
// The sanctified navbar's actions: project switcher, Log in and Sign up (both open the
// login modal), the OAuth setup guide, the user menu when signed in, and a mobile menu.
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AuthOnly, AuthScope } from '@/components/auth/auth-scope';
import { useLoginRequests } from '@/components/auth/login-request';
import { useSessionMarker } from '@/components/auth/session-marker';
import { Button, ButtonLink, buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { MenuNav } from '@/components/layout/nav-links';
import { dropPendingSignInAway } from '@/lib/auth/pending-drop';
import type { NavLink } from '@/lib/nav-link';
import { ROUTES } from '@/lib/routes';
import menu from './mobile-menu.module.css';
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

export function ProjectSwitcher({ projects, className }: { projects: Links; className?: string }) {
  return <MenuButton label="Projects" items={projects} className={buttonClass({ variant: 'ghost', className })} />;
}

/** `primary` (Docs) and `products`: the phone menu's navigation, from the server. */
export function SanctifiedActions({ primary, products }: { primary: Links; products: Links }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const marker = useSessionMarker();
  const [sessionGone, setSessionGone] = useState(false);
  const signedIn = marker && !sessionGone;
  const onSignedOut = useCallback(() => setSessionGone(true), []);
  // The page may ask for the login dialog ("Try again" on the sign-in error banner).
  useLoginRequests(useCallback(() => setDialog('login'), []));
  const pathname = usePathname();
  // A sign-in ends on the callback: any other page the app routes to drops it (login CSRF).
  useEffect(() => dropPendingSignInAway(pathname), [pathname]);

  // Signed in, the sign-in buttons stay in place unseen, the user menu over their right end: the
  // header keeps its shape as a sign-in completes and after, instead of closing up or moving over.
  const authButtons = signedIn ? (
    <span className={styles.account}>
      <span className={styles.holding}>
        <SignInButtons onOpen={() => {}} />
      </span>
      <AuthOnly>
        <UserMenu onSignedOut={onSignedOut} />
      </AuthOnly>
    </span>
  ) : (
    <SignInButtons onOpen={setDialog} />
  );

  const guide = (
    <Button variant="ghost" onClick={() => setDialog('guide')}>
      OAuth setup guide
    </Button>
  );
  const actions = (
    <>
      <div className={styles.desktop}>
        {guide}
        {authButtons}
      </div>
      {/* The dialogs stay outside the menu: a closed <details> hides what it holds. */}
      <MobileMenu className={styles.mobile} open={menuOpen} onToggle={setMenuOpen}>
        <MenuNav primary={primary} products={products} />
        {/* For whoever runs the site: apart from the products, under its own heading (mobile-menu.module.css). */}
        <button type="button" className={menu.row} onClick={() => setDialog('guide')}>
          OAuth setup guide
        </button>
        <div className={styles.mobileActions}>
          {signedIn ? (
            <>
              <ButtonLink href={ROUTES.dashboard} size="lg">
                Dashboard
              </ButtonLink>
              <AuthOnly>
                <LogoutButton />
              </AuthOnly>
            </>
          ) : (
            <SignInButtons onOpen={setDialog} size="lg" login="secondary" />
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

/** Log in and Sign up: both open the login modal. Sign up is the one primary action. */
function SignInButtons({
  onOpen,
  size,
  login = 'ghost',
}: {
  onOpen: (which: 'login' | 'signup') => void;
  size?: ButtonSize;
  login?: ButtonVariant;
}) {
  return (
    <>
      <Button variant={login} size={size} onClick={() => onOpen('login')}>
        Log in
      </Button>
      <Button variant="primary" size={size} onClick={() => onOpen('signup')}>
        Sign up
      </Button>
    </>
  );
}
