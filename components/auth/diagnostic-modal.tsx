'use client';
// The sign-in diagnostic: what its checks conclude, then each check: the project id, the SDK, the
// domain and the callback URL.
import { Modal } from '@/components/ui/modal';
import { diagnose, diagnosticVerdict, type FailureKind } from '@/lib/auth/diagnostic';
import { settings } from '@/lib/config';
import styles from './callback.module.css';

export function DiagnosticModal({
  open,
  onClose,
  sdkReady,
  failure,
}: {
  open: boolean;
  onClose: () => void;
  sdkReady: boolean;
  /** How the sign-in ended: the verdict reads the checks against it. */
  failure: FailureKind;
}) {
  const checks = open ? diagnose({ projectId: settings.descopeProjectId, sdkReady, location: window.location }) : [];
  return (
    <Modal open={open} onClose={onClose} title="Sign-in diagnostic">
      {open && <p className={styles.verdict}>{diagnosticVerdict(checks, failure)}</p>}
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
