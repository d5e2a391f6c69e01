import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSearchMarks, indexedPageFiles } from './indexed-pages.ts';

/** An exported site with `pages` (path → HTML) and `marks` (the search's marks file). */
function site(pages: Record<string, string>, marks: Record<string, object>) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  }
  writeFileSync(path.join(root, 'search-marks.json'), JSON.stringify(marks));
  return root;
}

const INDEXED = '<article data-pagefind-body>…</article>';

describe('the indexed pages', () => {
  it('are the pages marked for Pagefind, each by the path Pagefind gives its URL', async () => {
    const root = site({ 'mg/cli/dmt/index.html': INDEXED, 'index.html': '<main>landing</main>' }, {});
    expect((await indexedPageFiles(root)).map((page) => page.path)).toEqual(['/mg/cli/dmt/']);
  });

  it("must each have the search's marks, and the marks no other page", async () => {
    const pages = { 'mg/esp/index.html': INDEXED, 'mg/dream/index.html': INDEXED };
    await expect(checkSearchMarks(site(pages, { '/mg/esp/': {}, '/mg/dream/': {} }))).resolves.toBeUndefined();
    await expect(checkSearchMarks(site(pages, { '/mg/esp/': {}, '/mg/gone/': {} }))).rejects.toThrow(
      '/search-marks.json does not match the indexed pages: indexed without marks: /mg/dream/; marks of no indexed page: /mg/gone/',
    );
  });
});
