export const metadata = { title: 'Signing in', robots: { index: false } };

export default function CallbackPage() {
  return <h1>Completing authentication...</h1>;
}
