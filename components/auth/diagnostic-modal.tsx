'use client';
// The sign-in diagnostic: checks the project id, the SDK, the domain and the callback URL.
import { Modal } from '@/components/ui/modal';
import { callbackUrl } from '@/lib/auth/providers';
import { isLocalhost } from '@/lib/auth/callback';
import { settings } from '@/lib/config';
import styles from './callback.module.css';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function diagnose(
  projectId: string | undefined,
  sdkLoaded: boolean,
  location: { origin: string; protocol: string; hostname: string },
): Check[] {
  const secure = location.protocol === 'https:' || isLocalhost(location.hostname);
  return [
    {
      name: 'Project ID',
      ok: Boolean(projectId && /^[A-Za-z0-9]{10,}$/.test(projectId)),
      detail: projectId ? `${projectId.slice(0, 6)}… (${projectId.length} characters)` : 'not set at build time',
    },
    { name: 'SDK', ok: sdkLoaded, detail: sdkLoaded ? 'Descope SDK loaded' : 'the Descope SDK did not load' },
    {
      name: 'Domain',
      ok: secure,
      detail: secure ? location.origin : `${location.origin} is not HTTPS: providers refuse plain-HTTP callbacks`,
    },
    {
      name: 'Callback URL',
      ok: secure,
      detail: `${callbackUrl(location.origin)}: add it to the approved redirect URLs in the Descope console`,
    },
  ];
}

export function DiagnosticModal({
  open,
  onClose,
  sdkLoaded,
}: {
  open: boolean;
  onClose: () => void;
  sdkLoaded: boolean;
}) {
  const checks = open ? diagnose(settings.descopeProjectId, sdkLoaded, window.location) : [];
  return (
    <Modal open={open} onClose={onClose} title="Sign-in diagnostic">
      <ul className={styles.checks}>
        {checks.map((check) => (
          <li key={check.name} data-ok={check.ok}>
            <strong>
              {check.ok ? '✓' : '✗'} {check.name}
            </strong>
            <span className="visually-hidden">{check.ok ? ': passed' : ': failed'}</span>
            <span className={styles.muted}>{check.detail}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
