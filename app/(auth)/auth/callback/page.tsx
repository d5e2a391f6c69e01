import type { Metadata } from 'next';
import { CallbackPage } from '@/components/auth/auth-pages';

// The address holds the one-time code: no request from this page may carry it in a Referer.
// scripts/build/harden-html.mjs moves this tag before every script and stylesheet.
export const metadata: Metadata = { title: 'Signing in', robots: { index: false }, referrer: 'no-referrer' };

export default function Page() {
  return <CallbackPage />;
}
