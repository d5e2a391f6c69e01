import { providerMarks } from '@/scripts/build/provider-marks.ts';
import { OAUTH_PROVIDERS } from '@/lib/auth/providers';
import { PROVIDER_MARKS } from '@/components/auth/provider-marks';

describe('the providers’ marks', () => {
  it('are the icon package’s, as scripts/build/provider-marks.ts writes them', () => {
    expect(PROVIDER_MARKS).toEqual(providerMarks());
  });

  it('cover every provider, in its brand colours; GitHub’s takes the text colour', () => {
    expect(Object.keys(PROVIDER_MARKS).sort()).toEqual([...OAUTH_PROVIDERS].sort());
    expect(PROVIDER_MARKS.google.paths.map((p) => p.fill)).toEqual(['#4285f4', '#34a853', '#fbbc05', '#eb4335']);
    expect(PROVIDER_MARKS.github.paths.every((p) => p.fill === 'currentColor')).toBe(true);
  });
});
