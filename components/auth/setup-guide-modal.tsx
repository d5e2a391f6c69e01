'use client';
// The OAuth setup guide: how an operator turns sign-in on for their deployment. Its body keeps one
// height whichever tab is shown (the tallest panel's), so the dialog never jumps as they switch, and
// a footer under it walks the steps in order: where the reader is, Back, and Next (Done on the last,
// which closes the guide).
import { useState } from 'react';
import { UrlText } from '@/components/ui/break-at';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { callbackUrl } from '@/lib/auth/providers';
import steps from '@/components/ui/steps.module.css';
import styles from './setup-guide.module.css';

/** How long the set-up steps take, as the guide tells the operator. */
export const INITIALISATION_TIME = 'about 30 seconds';
export const PROVISIONING_TIME = '3-5 minutes';

/** The three steps after the overview: each tab's label, the start a phone shows, and what it does. */
const STEPS = [
  { id: 'descope', label: 'Descope Setup', short: 'Descope', does: 'create the project and approve the callback URL' },
  { id: 'discord', label: 'Discord Setup', short: 'Discord', does: 'give Descope a Discord application' },
  { id: 'testing', label: 'Testing', short: 'Testing', does: 'redeploy, then log in with Discord' },
] as const;
/** A step's tab: its id, label and short form. */
const tab = (id: (typeof STEPS)[number]['id']) => {
  const { label, short } = STEPS.find((s) => s.id === id)!;
  return { id, label, short };
};

/** The tabs in order: the overview, then the steps. */
const ORDER = ['overview', ...STEPS.map((s) => s.id)];

/** Under the panels: which step is shown, Back to the one before, Next to the one after, Done at the end. */
function StepFooter({ at, go, onDone }: { at: number; go: (index: number) => void; onDone: () => void }) {
  const next = STEPS[at]; // the step after tab `at` (tab 0 is the overview, step 1 is tab 1)
  return (
    <div className={styles.footer}>
      <p className={styles.where}>{at === 0 ? `${STEPS.length} steps` : `Step ${at} of ${STEPS.length}`}</p>
      {at > 0 && (
        <Button variant="ghost" onClick={() => go(at - 1)}>
          Back
        </Button>
      )}
      {next ? (
        <Button variant="primary" onClick={() => go(at + 1)}>
          {at === 0 ? 'Start' : 'Next'}: {next.short}
        </Button>
      ) : (
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      )}
    </div>
  );
}

export function SetupGuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const [shown, setShown] = useState(ORDER[0]);
  return (
    <Modal open={open} onClose={onClose} title="OAuth Setup Guide" wide>
      <Tabs
        label="Setup guide"
        fixedHeight
        selected={shown}
        onSelect={setShown}
        items={[
          {
            id: 'overview',
            label: 'Overview',
            panel: (
              <div className={styles.panel}>
                <p>
                  Sanctified deployments sign users in through Descope with social providers (Discord first). Three
                  steps: create a Descope project, configure Discord OAuth in it, and redeploy with the project id.
                </p>
                <p>
                  Initialisation takes {INITIALISATION_TIME}; provisioning the deployment takes{' '}
                  <span className={styles.nowrap}>{PROVISIONING_TIME}</span>.
                </p>
                <ol className={styles.route}>
                  {STEPS.map(({ id, label, does }) => (
                    <li key={id}>
                      <strong>{label}</strong>
                      <span>{does}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ),
          },
          {
            ...tab('descope'),
            panel: (
              <ol className={`${styles.panel} ${steps.steps}`}>
                <li>Create a project in the Descope console (console.descope.com).</li>
                <li>
                  Copy its <strong>project id</strong> from Project settings and build with{' '}
                  <code>NEXT_PUBLIC_DESCOPE_PROJECT_ID</code> set to it.
                </li>
                <li>
                  Under Authentication methods → Social login, add this callback URL to the approved redirect URLs:{' '}
                  <code>
                    <UrlText url={callbackUrl(origin)} />
                  </code>
                </li>
              </ol>
            ),
          },
          {
            ...tab('discord'),
            panel: (
              <ol className={`${styles.panel} ${steps.steps}`}>
                <li>In the Discord Developer Portal, create an application and open its OAuth2 settings.</li>
                <li>Add Descope&apos;s redirect URL (shown in the Descope console&apos;s Discord settings).</li>
                <li>Copy the client id and secret into Descope: Social login → Discord → use your own account.</li>
                <li>Allow the scopes identify and email.</li>
              </ol>
            ),
          },
          {
            ...tab('testing'),
            panel: (
              <ol className={`${styles.panel} ${steps.steps}`}>
                <li>
                  Redeploy the site, then wait for provisioning (
                  <span className={styles.nowrap}>{PROVISIONING_TIME}</span>).
                </li>
                <li>Open the site, choose Log in and pick Discord.</li>
                <li>After consenting, you land on the dashboard with your e-mail and display name.</li>
                <li>
                  If sign-in stops on the callback page, press Run Diagnostic: it checks the project id, the SDK, the
                  domain and the callback URL.
                </li>
              </ol>
            ),
          },
        ]}
      />
      <StepFooter at={ORDER.indexOf(shown)} go={(index) => setShown(ORDER[index])} onDone={onClose} />
    </Modal>
  );
}
