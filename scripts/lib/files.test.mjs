import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { siteFiles } from './files.ts';

describe('siteFiles', () => {
  let root;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-files-'));
    for (const file of ['index.html', 'mg/cli/dmt/index.html', '_next/static/a.html', 'md/dmt.md', 'robots.txt']) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), '');
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('finds the files of the given kinds at every depth, in a stable order', async () => {
    const rel = (files) => files.map((file) => path.relative(root, file));
    expect(rel(await siteFiles(root))).toEqual(['_next/static/a.html', 'index.html', 'mg/cli/dmt/index.html']);
    expect(rel(await siteFiles(root, ['.html', '.md'], { skip: ['_next'] }))).toEqual([
      'index.html',
      'md/dmt.md',
      'mg/cli/dmt/index.html',
    ]);
  });
});
