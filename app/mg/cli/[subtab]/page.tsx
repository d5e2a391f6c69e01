import { docsRoute } from '@/components/docs/docs-route';
import { SUBTAB_SLUGS, isSubtabSlug, pageForSubtab } from '@/lib/docs';
import { mgCliPath } from '@/lib/routes';

const route = docsRoute('subtab', {
  slugs: SUBTAB_SLUGS,
  isSlug: isSubtabSlug,
  pageFor: pageForSubtab,
  pathFor: mgCliPath,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
