import {
  DEFAULT_SUBTAB,
  DEFAULT_TAB,
  DOC_PAGES,
  DOC_NAV,
  TAB_SLUGS,
  breadcrumbs,
  docPage,
  docPath,
  type DocId,
  neighbours,
  pageForSubtab,
  pageForTab,
} from '@/lib/docs';
import { ROUTES } from '@/lib/routes';

describe('docs registry', () => {
  it('groups the navigation flat: Getting started, then Reference, every link a page title', () => {
    expect(DOC_NAV.map((group) => [group.label, group.links.map((link) => link.label)])).toEqual([
      ['Getting started', ['Overview', 'Quick Start', 'Flow', 'DREAM']],
      ['Reference', ['CLI Overview', 'DMT Commands', 'LSD Commands', 'ESP']],
    ]);
    expect(DOC_NAV[1].links).toEqual([
      { slug: 'cli-main', label: 'CLI Overview', href: '/mg/cli/main/' },
      { slug: 'dmt', label: 'DMT Commands', href: '/mg/cli/dmt/' },
      { slug: 'lsd', label: 'LSD Commands', href: '/mg/cli/lsd/' },
      { slug: 'esp', label: 'ESP', href: '/mg/esp/' },
    ]);
  });

  it('puts every docs page in the navigation once, in the order of previous and next', () => {
    const sidebar = DOC_NAV.flatMap((group) => group.links.map((link) => link.href));
    expect(sidebar).toEqual(DOC_PAGES.map((page) => page.canonicalPath));
    const walk = [DOC_PAGES[0]];
    for (let next = neighbours(DOC_PAGES[0]).next; next; next = neighbours(next).next) walk.push(next);
    expect(walk.map((page) => page.canonicalPath)).toEqual(sidebar);
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

  it('defaults /mg/ to overview and /mg/cli/ to main, and /milligram goes to /mg/overview/', () => {
    expect(DEFAULT_TAB).toBe('overview');
    expect(DEFAULT_SUBTAB).toBe('main');
    expect(ROUTES.docsHome).toBe('/mg/overview/');
    expect(pageForTab(DEFAULT_TAB).canonicalPath).toBe(ROUTES.docsHome);
  });

  it('generates /mg/{tab} for the eight tabs of the export', () => {
    expect(TAB_SLUGS).toEqual(['overview', 'tools', 'architecture', 'dream', 'cli', 'dmt', 'lsd', 'esp']);
  });

  it('lists every page once in reading order, each with a unique id, file and canonical path', () => {
    for (const key of ['id', 'file', 'canonicalPath'] as const) {
      const values = DOC_PAGES.map((page) => page[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(DOC_PAGES.map((p) => p.id)).toEqual([
      'overview',
      'tools',
      'architecture',
      'dream',
      'cli-main',
      'dmt',
      'lsd',
      'esp',
    ]);
  });

  it('links pages by id and walks them in reading order', () => {
    expect(docPath('lsd')).toBe('/mg/cli/lsd/');
    expect(neighbours(pageForTab('overview'))).toEqual({ previous: undefined, next: pageForTab('tools') });
    expect(neighbours(pageForTab('esp')).next).toBeUndefined();
    expect(neighbours(pageForTab('dream')).next?.id).toBe('cli-main');
    expect(neighbours(pageForTab('dmt')).previous?.id).toBe('cli-main');
  });
});

describe('breadcrumbs', () => {
  const trail = (id: Parameters<typeof docPath>[0]) =>
    breadcrumbs(DOC_PAGES.find((page) => page.id === id)!).map(
      (crumb) => `${crumb.label} ${crumb.href ?? '(no link)'}`,
    );

  it('reads Home › group › page, the group as the sidebar heads it and not a link', () => {
    expect(trail('dmt')).toEqual(['Home /', 'Reference (no link)', 'DMT Commands /mg/cli/dmt/']);
    expect(trail('esp')).toEqual(['Home /', 'Reference (no link)', 'ESP /mg/esp/']);
    expect(trail('cli-main')).toEqual(['Home /', 'Reference (no link)', 'CLI Overview /mg/cli/main/']);
    expect(trail('tools')).toEqual(['Home /', 'Getting started (no link)', 'Quick Start /mg/tools/']);
    for (const group of DOC_NAV)
      for (const link of group.links) expect(breadcrumbs(docPage(link.slug as DocId))[1].label).toBe(group.label);
  });

  it('has three crumbs on every page, the same root, and names every address once', () => {
    expect(new Set(DOC_PAGES.map((page) => breadcrumbs(page).length))).toEqual(new Set([3]));
    expect(new Set(DOC_PAGES.map((page) => breadcrumbs(page)[0].label))).toEqual(new Set(['Home']));
    for (const page of DOC_PAGES) {
      const hrefs = breadcrumbs(page).flatMap((crumb) => (crumb.href ? [crumb.href] : []));
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });
});
