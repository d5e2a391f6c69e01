'use client';
// The client-rendered auth pages: each waits for the route's AuthProvider, then shows its view.
import { lazy } from 'react';
import { AuthOnly } from '@/components/auth/auth-scope';
import { LoadingScreen } from '@/components/auth/loading-screen';
import { MESSAGES } from '@/lib/auth/callback';
import styles from './callback.module.css';

const CallbackView = lazy(() => import('@/components/auth/callback-view'));
const DashboardView = lazy(() => import('@/components/auth/dashboard-view'));

function Pending() {
  return (
    <section className={styles.pending} aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <h1>{MESSAGES.completing}</h1>
    </section>
  );
}

export function CallbackPage() {
  return (
    <AuthOnly fallback={<Pending />}>
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
