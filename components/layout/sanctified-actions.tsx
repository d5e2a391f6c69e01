'use client';
// The sanctified navbar's actions: project switcher, Log in and Sign up (both open the
// login modal), the OAuth setup guide, the user menu when signed in, and a mobile menu.
import Link from 'next/link';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AuthOnly, AuthScope, useSessionMarker } from '@/components/auth/auth-scope';
import { MenuButton } from '@/components/ui/menu-button';
import { ROUTES, mgTabPath } from '@/lib/routes';
import { PRODUCT_TITLE } from '@/lib/site';
import styles from './sanctified-actions.module.css';

const UserMenu = lazy(() => import('@/components/auth/user-menu'));
// The modals load when first opened: docs readers never fetch them.
const LoginModal = lazy(() => import('@/components/auth/login-modal').then((m) => ({ default: m.LoginModal })));
const SetupGuideModal = lazy(() =>
  import('@/components/auth/setup-guide-modal').then((m) => ({ default: m.SetupGuideModal })),
);

export const PROJECTS = [
  { label: 'Apotheosis', href: ROUTES.apotheosis },
  { label: 'Telekinesis', href: ROUTES.telekinesis },
  { label: PRODUCT_TITLE, href: mgTabPath('overview') },
];

type Dialog = 'login' | 'signup' | 'guide' | null;

export function ProjectSwitcher() {
  return <MenuButton label="Projects" items={PROJECTS} />;
}

export function SanctifiedActions() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const marker = useSessionMarker();
  const [sessionGone, setSessionGone] = useState(false);
  const signedIn = marker && !sessionGone;
  const onSignedOut = useCallback(() => setSessionGone(true), []);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const open = (which: Dialog) => {
    setMobileOpen(false);
    setDialog(which);
  };

  const authButtons = signedIn ? (
    <AuthScope>
      <AuthOnly>
        <UserMenu onSignedOut={onSignedOut} />
      </AuthOnly>
    </AuthScope>
  ) : (
    <SignInButtons onOpen={open} />
  );

  return (
    <>
      <div className={styles.desktop}>
        <button type="button" className={styles.ghost} onClick={() => open('guide')}>
          OAuth setup guide
        </button>
        {authButtons}
      </div>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        onClick={() => setMobileOpen((o) => !o)}
      >
        Menu
      </button>
      <div id="mobile-menu" className={styles.mobile} hidden={!mobileOpen}>
        <nav aria-label="Projects (mobile)">
          <ul>
            {PROJECTS.map((p) => (
              <li key={p.href}>
                <Link href={p.href} onClick={() => setMobileOpen(false)}>
                  {p.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href={ROUTES.docs} onClick={() => setMobileOpen(false)}>
                Docs
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.mobileActions}>
          <button type="button" className={styles.ghost} onClick={() => open('guide')}>
            OAuth setup guide
          </button>
          {signedIn ? (
            <Link href={ROUTES.dashboard} className={styles.ghost} onClick={() => setMobileOpen(false)}>
              Dashboard
            </Link>
          ) : (
            <SignInButtons onOpen={open} />
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {(dialog === 'login' || dialog === 'signup') && (
          <LoginModal open mode={dialog} onClose={() => setDialog(null)} />
        )}
        {dialog === 'guide' && <SetupGuideModal open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}

/** Log in and Sign up: both open the login modal. */
function SignInButtons({ onOpen }: { onOpen: (which: 'login' | 'signup') => void }) {
  return (
    <>
      <button type="button" className={styles.ghost} onClick={() => onOpen('login')}>
        Log in
      </button>
      <button type="button" className={styles.primary} onClick={() => onOpen('signup')}>
        Sign up
      </button>
    </>
  );
}
