'use client';
// 'Choose Login Method': six social providers. The SDK loads when the modal opens.
import { lazy } from 'react';
import { AuthOnly, AuthScope } from '@/components/auth/auth-scope';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { Modal } from '@/components/ui/modal';
import styles from './auth.module.css';

const LoginProviders = lazy(() => import('@/components/auth/login-providers'));

export const LOGIN_TITLE = 'Choose Login Method';

export function LoginModal({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: 'login' | 'signup' }) {
  return (
    <Modal open={open} onClose={onClose} title={LOGIN_TITLE}>
      <p className={styles.lead}>
        {mode === 'signup'
          ? 'Create your account with a provider you already use: no new password.'
          : 'Sign in with the provider you used before.'}
      </p>
      <AuthScope>
        <AuthOnly fallback={<ProviderButtons start={null} />}>
          <LoginProviders />
        </AuthOnly>
      </AuthScope>
    </Modal>
  );
}
