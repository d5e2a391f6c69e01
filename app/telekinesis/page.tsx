import { TelekinesisPage } from '@/components/telekinesis/telekinesis-page';
import { landingMetadata } from '@/lib/metadata';

export const metadata = landingMetadata('telekinesis');

export default function Page() {
  return <TelekinesisPage />;
}
