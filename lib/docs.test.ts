import {
  DOC_PAGES,
  READING_ORDER,
  SUBTAB_BUTTONS,
  TAB_BUTTONS,
  TAB_SLUGS,
  pageForSubtab,
  pageForTab,
} from '@/lib/docs';

describe('docs registry', () => {
  it('has a tab button for every tab except dmt, lsd, esp and dream', () => {
    expect(TAB_BUTTONS.map((t) => t.slug)).toEqual(['overview', 'tools', 'architecture', 'cli']);
    const hidden = TAB_SLUGS.filter((slug) => !TAB_BUTTONS.some((t) => t.slug === slug));
    expect(hidden).toEqual(['dmt', 'lsd', 'esp', 'dream']);
  });

  it('sends the cli tab to /mg/cli/main/ and every other tab to /mg/{tab}/', () => {
    expect(TAB_BUTTONS.find((t) => t.slug === 'cli')?.href).toBe('/mg/cli/main/');
    expect(TAB_BUTTONS.find((t) => t.slug === 'tools')?.href).toBe('/mg/tools/');
  });

  it('names the cli sub-buttons CLI Overview, DMT Commands and LSD Commands', () => {
    expect(SUBTAB_BUTTONS).toEqual([
      { slug: 'main', label: 'CLI Overview', href: '/mg/cli/main/' },
      { slug: 'dmt', label: 'DMT Commands', href: '/mg/cli/dmt/' },
      { slug: 'lsd', label: 'LSD Commands', href: '/mg/cli/lsd/' },
    ]);
  });

  it('titles tools Quick Start and architecture Flow', () => {
    expect(pageForTab('tools').title).toBe('Quick Start');
    expect(pageForTab('architecture').title).toBe('Flow');
  });

  it('serves the same page for /mg/dmt and /mg/cli/dmt, canonical under /mg/cli/', () => {
    expect(pageForTab('dmt')).toBe(pageForSubtab('dmt'));
    expect(pageForTab('dmt').canonicalPath).toBe('/mg/cli/dmt/');
    expect(pageForTab('cli')).toBe(pageForSubtab('main'));
  });

  it('lists every page once in reading order, each with a unique canonical path', () => {
    expect([...READING_ORDER].sort()).toEqual(Object.keys(DOC_PAGES).sort());
    const paths = READING_ORDER.map((id) => DOC_PAGES[id].canonicalPath);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
