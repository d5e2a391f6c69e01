import { ApotheosisPage } from '@/components/landing/apotheosis-page';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export const metadata = pageMetadata(
  'Apotheosis',
  'apotheosis deploys a full-stack app (frontend, API, database and queue) to your own AWS account, and watches its health.',
  ROUTES.apotheosis,
);

export default function Page() {
  return <ApotheosisPage />;
}
