import { CallbackPage } from '@/components/auth/auth-pages';

export const metadata = { title: 'Signing in', robots: { index: false } };

export default function Page() {
  return <CallbackPage />;
}
