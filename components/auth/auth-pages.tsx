'use client';
// The client-rendered auth pages: each waits for the route's AuthProvider, then shows its view.
import { lazy } from 'react';
import { AuthOnly } from '@/components/auth/auth-scope';
import { CallbackPending } from '@/components/auth/callback-pending';
import { LoadingScreen } from '@/components/auth/loading-screen';

const CallbackView = lazy(() => import('@/components/auth/callback-view'));
const DashboardView = lazy(() => import('@/components/auth/dashboard-view'));

export function CallbackPage() {
  return (
    <AuthOnly fallback={<CallbackPending />}>
      <CallbackView />
    </AuthOnly>
  );
}

export function DashboardPage() {
  return (
    <AuthOnly fallback={<LoadingScreen />}>
      <DashboardView />
    </AuthOnly>
  );
}
