// Builds the static site into out/: the docs' mg commands checked (check-commands.ts), the fonts cut
// to the site's characters (subset-fonts.ts), `next build`
// (the export), then the post-export steps, the docs' addresses checked against their committed list
// among them (check-anchors.ts).
// Usage: node scripts/build/build-site.mjs [--strict]   (settings come from the environment: the README's settings table)
// Run so (`npm run build`), it is a public build: settings that would break production are
// reported, e.g. a NEXT_PUBLIC_SITE_URL left on localhost (the default), or a public one with the API
// still on localhost; --strict (also implied by CI=true) fails the build on them instead of warning.
// npm start and the test builds call buildSite() for localhost, where only the second applies.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_WORDS_URL, wordList } from '../../lib/search/words.ts';
import { addedMessage, checkAnchors } from '../check/check-anchors.ts';
import { checkContent } from '../check/check-commands.ts';
import { checkSearchMarks, indexedPages } from './indexed-pages.ts';
import { writeCodeWords } from './code-words.ts';
import { hardenHtml } from './harden-html.ts';
import { pruneNotFound } from './prune-not-found.mjs';
import { renderSocialCards } from './social-cards.ts';
import { subsetFonts } from './subset-fonts.ts';

export async function buildSite(env = process.env, { quiet = false, publicBuild = false } = {}) {
  const started = Date.now();
  // Every mg command in the docs against the command line's definition, before anything is built
  // (the MDX plugin checks them again, page by page, inside next build).
  const { problems } = checkContent();
  if (problems.length) {
    throw new Error(
      `${problems.length} mg command(s) in the docs do not match content/cli/mg.json:\n${problems.join('\n')}`,
    );
  }
  // The faces app/fonts.ts loads, cut to the site's characters.
  await subsetFonts();
  const strict = process.argv.includes('--strict') ? { MILLIGRAM_STRICT_BUILD: 'true' } : {};
  const result = spawnSync('npx', ['next', 'build'], {
    env: { ...env, ...strict, ...(publicBuild ? { MILLIGRAM_PUBLIC_BUILD: 'true' } : {}) },
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}\n${result.stderr}`);
    throw new Error(`next build failed with exit code ${result.status}`);
  }
  const pruned = await pruneNotFound('out');
  const hardened = await hardenHtml('out');
  // Every docs address of content/anchors.json still answers, or the build fails naming it; before
  // the slower steps. New ones are named, to be listed.
  const { added } = await checkAnchors('out');
  if (added.length) console.log(addedMessage(added));
  const cardsStarted = Date.now();
  const cards = await renderSocialCards('out');
  const cardSeconds = (Date.now() - cardsStarted) / 1000;
  const pages = await indexForSearch('out');
  return { seconds: (Date.now() - started) / 1000, pruned, pages, hardened, cards, cardSeconds };
}

/**
 * Pagefind's index of the docs (the pages marked data-pagefind-body) into out/pagefind/, their
 * word list, and where their code words stand (for the results' excerpts). Pagefind's own process is closed however the indexing ends, so that a failed index
 * leaves no process behind for whoever called the build and handles its error.
 */
async function indexForSearch(root) {
  let pages;
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: root });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: `${root}/pagefind` });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    pages = added.page_count;
  } finally {
    await pagefind.close();
  }
  await writeWordList(root);
  await writeCodeWords(root);
  await checkSearchMarks(root);
  return pages;
}

/** The indexed pages' words, most frequent first, for the search's typo tolerance (lib/search/words.ts). */
async function writeWordList(root) {
  await writeFile(path.join(root, SEARCH_WORDS_URL), JSON.stringify(wordList(await indexedPages(root))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { seconds, pruned, cards, cardSeconds } = await buildSite(process.env, { publicBuild: true });
  console.log(
    `Built out/ in ${seconds.toFixed(1)} s (${cards} social cards in ${cardSeconds.toFixed(1)} s)` +
      `${pruned.length ? `; not-found routes removed: ${pruned.join(' ')}` : ''}`,
  );
}
