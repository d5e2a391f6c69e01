import { TelekinesisPage } from '@/components/telekinesis/telekinesis-page';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export const metadata = pageMetadata(
  'Telekinesis',
  'telekinesis: event-driven task queues and serverless workers in your own AWS account.',
  ROUTES.telekinesis,
);

export default function Page() {
  return <TelekinesisPage />;
}
