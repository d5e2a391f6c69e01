// Shown on every route when sanctified mode is on but no auth project id was built in.
import { cardClass } from '@/components/ui/card';
import { NoticePage } from '@/components/ui/notice-page';
import { ROUTES } from '@/lib/routes';
import steps from '@/components/ui/steps.module.css';
import box from './configuration-required.module.css';

export function ConfigurationRequired() {
  return (
    <NoticePage
      id="config-title"
      eyebrow="Sanctified mode"
      title="Authentication Configuration Required"
      lead="This deployment has sign-in turned on, but it was built without a Descope project id, so nobody could sign in. An operator needs to finish the set-up:"
    >
      <ol className={cardClass({ raised: true, className: `${steps.steps} ${box.steps}` })}>
        <li>
          <strong>Set the auth project id.</strong> Build with <code>NEXT_PUBLIC_DESCOPE_PROJECT_ID</code> set to your
          Descope project id (Project settings in the Descope console), or set <code>NEXT_PUBLIC_SANCTIFIED=false</code>{' '}
          to run without sign-in.
        </li>
        <li>
          <strong>Configure Discord OAuth in the Descope console.</strong> Under Authentication methods → Social login,
          enable Discord with your Discord application&apos;s client id and secret, and add this site&apos;s{' '}
          <code>{ROUTES.authCallback}</code> URL (with its trailing slash) to the approved redirect URLs.
        </li>
        <li>
          <strong>Redeploy.</strong> Settings are read at build time: rebuild the site and upload the new{' '}
          <code>out/</code> folder.
        </li>
      </ol>
    </NoticePage>
  );
}
