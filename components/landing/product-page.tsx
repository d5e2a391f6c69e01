// A product's page (/apotheosis, /telekinesis) in the landing page's order: the hero with the page's
// two actions and the install command, the page's own sections, then a closing call to action with
// the same two actions.
import type { ReactNode } from 'react';
import { ClosingCall } from '@/components/landing/closing-call';
import { Hero, MarketingPage } from '@/components/landing/hero';
import { InstallCommand } from '@/components/landing/install-command';
import { ButtonLink } from '@/components/ui/button';
import { installCommand } from '@/lib/docs-source';
import { LANDING_PAGES } from '@/lib/metadata';

interface Action {
  href: string;
  label: string;
}

export async function ProductPage({
  page,
  lead,
  primary,
  secondary,
  widget,
  closing,
  children,
}: {
  page: 'apotheosis' | 'telekinesis';
  lead: string;
  /** The page's one primary action; the other is a ghost button beside it. */
  primary: Action;
  secondary: Action;
  widget: ReactNode;
  closing: { title: string; lead: ReactNode };
  children: ReactNode;
}) {
  const { eyebrow, title } = LANDING_PAGES[page];
  const actions = (
    <>
      <ButtonLink href={primary.href} variant="primary" size="lg">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} size="lg">
        {secondary.label}
      </ButtonLink>
    </>
  );
  return (
    <MarketingPage>
      <Hero
        id={`${page}-title`}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        actions={actions}
        command={<InstallCommand command={await installCommand()} />}
        widget={widget}
      />
      {children}
      <ClosingCall id={`${page}-start`} title={closing.title} lead={closing.lead} actions={actions} />
    </MarketingPage>
  );
}
