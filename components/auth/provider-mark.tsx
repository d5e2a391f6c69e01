// A provider's mark (from the icon package), in its brand colours (GitHub's in the text colour).
// Decorative: the provider's name is always written beside it.
import type { OAuthProvider } from '@/lib/auth/providers';
import { PROVIDER_MARKS } from './provider-marks';

export function ProviderMark({ provider, className }: { provider: OAuthProvider; className?: string }) {
  const { viewBox, paths } = PROVIDER_MARKS[provider];
  return (
    <svg className={className} viewBox={viewBox} aria-hidden="true" focusable="false" data-mark={provider}>
      {paths.map(({ fill, d }) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}
