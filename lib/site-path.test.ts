import { isSitePath, routablePath } from '@/lib/site-path';

describe('a path of this site', () => {
  it('is one slash and a path, never an address browsers send to another host', () => {
    expect(isSitePath('/mg/overview/')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('//evil.example/')).toBe(false);
    expect(isSitePath('/\\evil.example/')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(isSitePath('mg/overview/')).toBe(false);
  });

  it('goes through the router only when it is a page of this origin', () => {
    const origin = 'http://localhost:3000';
    const at = (href: string) => routablePath(new URL(href, `${origin}/mg/overview/`), origin);
    expect(at('/mg/cli/dmt/?highlight=nuke#nuke')).toBe('/mg/cli/dmt/?highlight=nuke#nuke');
    expect(at('//evil.example/')).toBeNull();
    expect(at('/\\evil.example/')).toBeNull();
    expect(at('/.//evil.example/')).toBeNull();
    expect(at('https://evil.example/mg/')).toBeNull();
    expect(at('/md/dmt.md')).toBeNull();
  });
});
