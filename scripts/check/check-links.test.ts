import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLinks } from './check-links.ts';

describe('the link check of the export', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'links-'));
    await mkdir(path.join(root, 'mg'));
    await writeFile(path.join(root, 'mg', 'index.html'), '<h2 id="nuke">Nuke</h2>');
    await writeFile(
      path.join(root, 'index.html'),
      ['/mg/#nuke', '/mg/#gone', '/nowhere/', '/\\evil.example/', '//cdn.example/x.js', 'https://example.com/']
        .map((href) => `<a href="${href}">x</a>`)
        .join(''),
    );
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('refuses a missing page, a missing anchor and a path browsers read as another host', async () => {
    const { checked, broken } = await checkLinks(root);
    expect(checked).toBe(3);
    expect(broken).toEqual([
      '/: /mg/#gone (no element with id "gone")',
      '/: /nowhere/ (no such page)',
      '/: /\\evil.example/ (browsers read it as another host)',
    ]);
  });
});
