'use client';
// A render error in the root layout itself: the error screen on a bare page of its own (the root
// layout, its styles and providers are what failed, so this brings its own <html>).
import { ErrorScreen } from '@/components/layout/error-screen';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" data-theme="cosmic">
      <body>
        <main id="main">
          <ErrorScreen error={error} />
        </main>
      </body>
    </html>
  );
}
