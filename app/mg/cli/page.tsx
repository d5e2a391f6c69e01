import { DocsView } from '@/components/docs/docs-view';
import { DEFAULT_SUBTAB, pageForSubtab } from '@/lib/docs';
import { docMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

const page = pageForSubtab(DEFAULT_SUBTAB);
export const metadata = docMetadata(page);

export default function CliMainPage() {
  return <DocsView page={page} path={ROUTES.docsCli} />;
}
