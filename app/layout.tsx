import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { PENDING_SIGN_IN_RESET_SCRIPT } from '@/lib/auth/pending-sign-in';
import { authEnabled } from '@/lib/config';
import { HOME_TITLE, metadataBase } from '@/lib/metadata';
import { BRAND_NAME, SITE_DESCRIPTION, SITE_LANGUAGE, SITE_LOCALE } from '@/lib/site';
import { monoFace, sansFace } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase,
  title: { default: HOME_TITLE, template: `%s · ${BRAND_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: BRAND_NAME,
  openGraph: { siteName: BRAND_NAME, locale: SITE_LOCALE, type: 'website' },
  twitter: { card: 'summary' },
};

export const viewport: Viewport = {
  themeColor: [{ color: '#f7f5ff' }],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets data-theme on <html> before hydration.
    <html lang={SITE_LANGUAGE} className={`${sansFace.variable} ${monoFace.variable}`} suppressHydrationWarning>
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
