export const metadata = { title: 'Dashboard', robots: { index: false } };

export default function DashboardPage() {
  return <h1>Dashboard</h1>;
}
