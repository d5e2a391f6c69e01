// What frames every page (the root layout renders it): the theme (its provider first, so its
// script sets the theme before anything is drawn), the site's links through
// the app's router (link-router.tsx), the page-wide sign-in
// scope (it loads the SDK only when a sign-in page asks: components/auth/auth-scope.tsx), the
// header, the main region and the footer. With sanctified mode on and no Descope project id built
// in, every page's main region is the configuration screen instead.
import type { ReactNode } from 'react';
import { AuthScope } from '@/components/auth/auth-scope';
import { ConfigurationRequired } from '@/components/config/configuration-required';
import { SiteFooter } from '@/components/layout/site-footer';
import { LinkRouter } from '@/components/layout/link-router';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteTheme } from '@/components/layout/site-theme';
import { authMisconfigured } from '@/lib/config';

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteTheme />
      <LinkRouter />
      <AuthScope deferred>
        <SiteHeader />
        <main id="main">{authMisconfigured ? <ConfigurationRequired /> : children}</main>
        <SiteFooter />
      </AuthScope>
    </>
  );
}
