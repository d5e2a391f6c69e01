import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { PENDING_SIGN_IN_RESET_SCRIPT } from '@/lib/auth/pending-sign-in';
import { authEnabled } from '@/lib/config';
import { metadataBase } from '@/lib/metadata';
import { PRODUCT_TITLE, SITE_DESCRIPTION, SITE_LANGUAGE, SITE_LOCALE } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase,
  title: { default: `${PRODUCT_TITLE}: deploy to your own cloud`, template: `%s · ${PRODUCT_TITLE}` },
  description: SITE_DESCRIPTION,
  applicationName: PRODUCT_TITLE,
  openGraph: { siteName: PRODUCT_TITLE, locale: SITE_LOCALE, type: 'website' },
  twitter: { card: 'summary' },
};

export const viewport: Viewport = {
  themeColor: [{ color: '#f7f5ff' }],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets data-theme on <html> before hydration.
    <html lang={SITE_LANGUAGE} suppressHydrationWarning>
      <body>
        {/* A sign-in ends on the callback: any other page shown in the tab drops it (login CSRF). */}
        {authEnabled && <script dangerouslySetInnerHTML={{ __html: PENDING_SIGN_IN_RESET_SCRIPT }} />}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteFrame>{children}</SiteFrame>
      </body>
    </html>
  );
}
