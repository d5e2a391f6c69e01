import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { authEnabled } from '@/lib/config';

// /auth/callback and /home exist only with sanctified mode on and a project id built in. Their
// views wait in <AuthOnly>, which asks the root layout's scope for the Descope provider: the whole
// page, header included, then shares it (components/auth/auth-scope.tsx).
export default function AuthLayout({ children }: { children: ReactNode }) {
  if (!authEnabled) notFound();
  return children;
}
