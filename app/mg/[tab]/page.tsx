import { docsRoute } from '@/components/docs/docs-route';
import { TAB_SLUGS, isTabSlug, pageForTab } from '@/lib/docs';
import { mgTabPath } from '@/lib/routes';

const route = docsRoute('tab', { slugs: TAB_SLUGS, isSlug: isTabSlug, pageFor: pageForTab, pathFor: mgTabPath });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
