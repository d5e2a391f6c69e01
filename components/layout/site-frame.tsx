// What frames every page: the header, the main region and the footer. With sanctified mode on and
// no Descope project id built in, every page's main region is the configuration screen instead.
import type { ReactNode } from 'react';
import { ConfigurationRequired } from '@/components/config/configuration-required';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { authMisconfigured } from '@/lib/config';

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{authMisconfigured ? <ConfigurationRequired /> : children}</main>
      <SiteFooter />
    </>
  );
}
