import { Suspense } from 'react';
import { SignInError } from '@/components/auth/sign-in-error';
import { DocsView } from '@/components/docs/docs-view';
import { LandingPage } from '@/components/landing/landing-page';
import { settings } from '@/lib/config';
import { DEFAULT_TAB, pageForTab } from '@/lib/docs';
import { homeMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { PRODUCT_NAME } from '@/lib/site';

// `/` is the main documentation page for type milligram, the landing page for every other type.
const isDocsHome = settings.deploymentType === PRODUCT_NAME;

export const metadata = homeMetadata();

export default function HomePage() {
  return (
    <>
      {/* The query is read in the browser: the page itself is static. */}
      <Suspense fallback={null}>
        <SignInError />
      </Suspense>
      {isDocsHome ? <DocsView page={pageForTab(DEFAULT_TAB)} path={ROUTES.home} /> : <LandingPage />}
    </>
  );
}
