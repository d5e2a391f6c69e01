import { DocsPlaceholder } from '@/components/docs/docs-placeholder';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export const metadata = pageMetadata(
  'Docs',
  'Documentation for the DREAM toolkit: apotheosis, DMT, telekinesis, LSD and the milligram CLI. Coming soon.',
  ROUTES.docs,
);

export default function Page() {
  return <DocsPlaceholder />;
}
