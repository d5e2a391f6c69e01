// The sign-in diagnostic's checks: the project id, the SDK, the domain and the callback URL.
import { isLocalhost } from '@/lib/auth/callback';
import { callbackUrl } from '@/lib/auth/providers';

export interface Check {
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
