import { DocsPlaceholder } from '@/components/docs/docs-placeholder';
import { landingMetadata } from '@/lib/metadata';

export const metadata = landingMetadata('docs');

export default function Page() {
  return <DocsPlaceholder />;
}
