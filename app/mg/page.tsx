import { DocsView } from '@/components/docs/docs-view';
import { DEFAULT_TAB, pageForTab } from '@/lib/docs';
import { docMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

const page = pageForTab(DEFAULT_TAB);
export const metadata = docMetadata(page);

export default function DocsMainPage() {
  return <DocsView page={page} path={ROUTES.docsMain} />;
}
