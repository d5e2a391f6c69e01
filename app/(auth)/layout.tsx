import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AuthScope } from '@/components/auth/auth-scope';
import { SiteFrame } from '@/components/layout/site-frame';
import { authEnabled } from '@/lib/config';

// /auth/callback and /home exist only with sanctified mode on and a project id built in. Their
// whole page, header included, shares one Descope AuthProvider.
export default function AuthLayout({ children }: { children: ReactNode }) {
  if (!authEnabled) notFound();
  return (
    <AuthScope>
      <SiteFrame>{children}</SiteFrame>
    </AuthScope>
  );
}
