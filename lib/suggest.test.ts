import {
  MAX_SUGGESTIONS,
  closestPages,
  editDistance,
  queryWords,
  similarity,
  suggestible as page,
  wordsOf,
} from '@/lib/suggest';

const PAGES = [
  page('Overview', '/mg/overview/', ['configure-credentials', 'project-mode']),
  page('Quick Start', '/mg/tools/'),
  page('CLI Overview', '/mg/cli/main/'),
  page('DMT Commands', '/mg/cli/dmt/', ['blastoff', 'nuke', 'ssh']),
  page('LSD Commands', '/mg/cli/lsd/', ['drop', 'delete', 'status']),
  page('Telekinesis', '/telekinesis/'),
];

const titles = (path: string) => closestPages(path, PAGES).map((s) => s.title);

describe('404 suggestions', () => {
  it('splits an address into words, dropping noise and surviving a broken escape', () => {
    expect(wordsOf('/mg/cli/dmt-commands/index.html')).toEqual(['mg', 'cli', 'dmt', 'commands']);
    expect(wordsOf('/%E0%A4%A/x')).toEqual(['e0', 'a4', 'a', 'x']);
  });

  it('searches for the address’s words without the ones every docs address has', () => {
    expect(queryWords('/mg/lsd/delete', ['mg'])).toEqual(['lsd', 'delete']);
    expect(page('LSD Commands', '/mg/cli/lsd/', ['delete'], 'lsd').words).toEqual([
      'mg',
      'cli',
      'lsd',
      'lsd',
      'lsd',
      'commands',
    ]);
  });

  it('measures typos', () => {
    expect(editDistance('dmtt', 'dmt')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(similarity('dmtt', 'dmt')).toBe(0.75);
    expect(similarity('lsd', 'dmt')).toBe(0);
  });

  it('suggests DMT Commands first for /mg/cli/dmtt/', () => {
    expect(titles('/mg/cli/dmtt/')[0]).toBe('DMT Commands');
  });

  it('suggests LSD Commands for /mg/lsd/delete, at its delete section', () => {
    expect(closestPages('/mg/lsd/delete', PAGES)[0]).toEqual({ title: 'LSD Commands', href: '/mg/cli/lsd/#delete' });
  });

  it('suggests nothing on the strength of a word every docs address has', () => {
    expect(closestPages('/mg/zzzz/', PAGES)).toHaveLength(MAX_SUGGESTIONS);
    expect(closestPages('/mg/zzzz/', PAGES, ['mg'])).toEqual([]);
    expect(closestPages('/mg/lsd/delete', PAGES, ['mg']).map((s) => s.title)).toEqual(['LSD Commands']);
  });

  it('finds a product page from a typo of its name', () => {
    expect(titles('/telekinisis')[0]).toBe('Telekinesis');
  });

  it('suggests at most three pages, and none for an address like no page', () => {
    expect(closestPages('/mg/cli/x/', PAGES)).toHaveLength(MAX_SUGGESTIONS);
    expect(closestPages('/zzzz/qqqq', PAGES)).toEqual([]);
    expect(closestPages('/', PAGES)).toEqual([]);
  });
});
