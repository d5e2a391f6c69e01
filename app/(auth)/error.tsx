'use client';
// A render error in this route group: the site's error screen inside the usual header and footer.
import { ErrorScreen } from '@/components/layout/error-screen';

export default function Error({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen error={error} />;
}
