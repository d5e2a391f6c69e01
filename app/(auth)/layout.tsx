import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { authEnabled } from '@/lib/config';

// /auth/callback and /home exist only with sanctified mode on and a project id built in.
export default function AuthLayout({ children }: { children: ReactNode }) {
  if (!authEnabled) notFound();
  return children;
}
