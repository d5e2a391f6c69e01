'use client';
// On /auth/callback and /home the whole page (header included) shares one AuthProvider.
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { AuthScope } from '@/components/auth/auth-scope';
import { ROUTES } from '@/lib/routes';

const AUTH_ROUTES = [ROUTES.authCallback, ROUTES.dashboard];

export function RouteAuthScope({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return AUTH_ROUTES.includes(path as (typeof AUTH_ROUTES)[number]) ? <AuthScope>{children}</AuthScope> : children;
}
