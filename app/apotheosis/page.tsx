import { ApotheosisPage } from '@/components/landing/apotheosis-page';
import { landingMetadata } from '@/lib/metadata';

export const metadata = landingMetadata('apotheosis');

export default function Page() {
  return <ApotheosisPage />;
}
