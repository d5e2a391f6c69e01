'use client';
// The sign-in diagnostic: what its checks conclude, then each check: the project id, the SDK, the
// domain and the callback URL.
import { Modal } from '@/components/ui/modal';
import { diagnose, diagnosticVerdict } from '@/lib/auth/diagnostic';
import { settings } from '@/lib/config';
import styles from './callback.module.css';

export function DiagnosticModal({
  open,
  onClose,
  sdkReady,
}: {
  open: boolean;
  onClose: () => void;
  sdkReady: boolean;
}) {
  const checks = open ? diagnose({ projectId: settings.descopeProjectId, sdkReady, location: window.location }) : [];
  return (
    <Modal open={open} onClose={onClose} title="Sign-in diagnostic">
      {open && <p className={styles.verdict}>{diagnosticVerdict(checks)}</p>}
      <ul className={styles.checks}>
        {checks.map((check) => (
          <li key={check.name} data-ok={check.ok}>
            <span className={styles.mark} aria-hidden="true">
              {check.ok ? '✓' : '✗'}
            </span>
            <span>
              <strong>{check.name}</strong>
              <span className="visually-hidden">{check.ok ? ': passed' : ': failed'}</span>
            </span>
            <span className={styles.detail}>{check.detail}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
