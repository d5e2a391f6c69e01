'use client';
// The header's content, dormant until used (components/ui/dormant.tsx): a reader who never touches
// the header pays nothing for it. With sign-in on (`wakeForSession`), a browser holding a session
// wakes it at once: its header shows the user menu where the server HTML has Log in and Sign up.
import type { ReactNode } from 'react';
import { hasSessionMarker } from '@/components/auth/session-marker';
import { Dormant } from '@/components/ui/dormant';

export function HeaderBody({
  children,
  className,
  wakeForSession,
}: {
  children: ReactNode;
  className: string;
  wakeForSession: boolean;
}) {
  return (
    <Dormant className={className} awake={wakeForSession && hasSessionMarker()}>
      {children}
    </Dormant>
  );
}
