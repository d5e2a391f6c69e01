// The landing page: the promise first (hero, then the three products, each with a picture), then
// the proof (this deployment's facts, health and Wisdom in one panel), then a closing call to action.
import { LazyIcosahedron } from '@/components/widgets/widgets';
import { ClosingCall } from '@/components/landing/closing-call';
import { DeploymentPanel } from '@/components/landing/deployment-panel';
import { Hero, MarketingPage } from '@/components/landing/hero';
import { InstallCommand } from '@/components/landing/install-command';
import { Toolkit } from '@/components/landing/toolkit';
import { ButtonLink } from '@/components/ui/button';
import { installCommand } from '@/lib/docs-source';
import { LANDING_PAGES } from '@/lib/metadata';
import { ROUTES, mgTabPath } from '@/lib/routes';
import { PRODUCT_COMMAND } from '@/lib/site';

/** The hero's and the closing call's actions: the same two. */
const actions = (
  <>
    <ButtonLink href={mgTabPath('tools')} variant="primary" size="lg">
      Quick Start
    </ButtonLink>
    <ButtonLink href={ROUTES.docsHome} size="lg">
      Read the docs
    </ButtonLink>
  </>
);

export async function LandingPage() {
  const install = <InstallCommand command={await installCommand()} />;
  return (
    <MarketingPage>
      <Hero
        id="hero-title"
        eyebrow={LANDING_PAGES.home.eyebrow}
        title="Deploy apps, queues and sites to your own AWS account"
        lead={
          <>
            apotheosis, telekinesis and the <code>{PRODUCT_COMMAND}</code> command line provision, deploy and watch over
            everything they create, and leave it in an account you own.
          </>
        }
        actions={actions}
        command={install}
        widget={<LazyIcosahedron />}
      />
      <Toolkit />
      <DeploymentPanel />
      <ClosingCall
        id="start-title"
        title="Your first deploy is a few commands away"
        lead="Install mg, point it at your AWS profile, and blastoff."
        actions={actions}
      />
    </MarketingPage>
  );
}
