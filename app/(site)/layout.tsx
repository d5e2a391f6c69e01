import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';

// The public pages: no sign-in SDK unless the visitor opens the login modal or holds a session.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
