import { DashboardPage } from '@/components/auth/auth-pages';

export const metadata = { title: 'Dashboard', robots: { index: false } };

export default function Page() {
  return <DashboardPage />;
}
