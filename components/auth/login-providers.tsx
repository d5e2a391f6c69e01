'use client';
// The provider buttons wired to Descope's OAuth start (inside an AuthProvider; loaded lazily).
import { useDescope } from '@descope/nextjs-sdk/client';
import { ProviderButtons } from '@/components/auth/provider-buttons';

export default function LoginProviders() {
  const sdk = useDescope();
  return <ProviderButtons start={(provider, redirectUrl) => sdk.oauth.start(provider, redirectUrl)} />;
}
