// After Pagefind has indexed the export: for each indexed page, which of the words Pagefind gives
// (its content split on white space, as the search splits it) are code, written to CODE_WORDS_URL
// for the search's excerpts (lib/search/code-words.ts). The page's HTML is read as Pagefind reads
// it: the text inside the element marked data-pagefind-body, without the parts marked
// data-pagefind-ignore; each of its words is code when its letters and digits are all inside
// <code> or <pre>. Pagefind's words are then matched to those, in order: Pagefind adds a full stop
// at the end of a block, and a word it gives that the HTML lacks, or the other way round, is passed
// over, so a word is only ever called code when both agree on it.
import { gunzipSync } from 'node:zlib';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CODE_WORDS_URL, encodeRuns } from '../../lib/search/code-words.ts';
import { indexedPageFiles } from './indexed-pages.ts';

/** Elements whose end or start ends a word, as a block's does. */
const BLOCKS = new Set(
  'address article aside blockquote br caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name.toLowerCase()] ?? all),
  );

/** The words of the page's indexed text, each with whether it is code. */
export function htmlWords(html: string): { word: string; code: boolean }[] {
  const words: { word: string; code: boolean }[] = [];
  let word = '';
  let allCode = true;
  const end = () => {
    if (word) words.push({ word, code: allCode });
    word = '';
    allCode = true;
  };
  // The open elements from the indexed body down: each one's name, whether it is ignored, whether code.
  const stack: { name: string; ignored: boolean; code: boolean }[] = [];
  const tags = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;
  let inBody = false;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [all, closing, rawName, attributes = '', selfClosing, text] = match;
    if (all.startsWith('<!--')) continue;
    const top = stack.at(-1);
    if (text !== undefined) {
      if (!inBody || top?.ignored) continue;
      for (const c of decode(text)) {
        if (/\s/.test(c)) end();
        else {
          word += c;
          if (/[\p{L}\p{N}]/u.test(c) && !top?.code) allCode = false;
        }
      }
      continue;
    }
    const name = rawName.toLowerCase();
    if (SKIPPED.has(name) && !closing) {
      // Its content is no text: skip to its end.
      const close = html.toLowerCase().indexOf(`</${name}`, tags.lastIndex);
      tags.lastIndex = close === -1 ? html.length : close;
      continue;
    }
    if (!inBody) {
      if (!closing && /\sdata-pagefind-body\b/.test(attributes)) {
        inBody = true;
        stack.push({ name, ignored: false, code: false });
      }
      continue;
    }
    if (BLOCKS.has(name)) end();
    if (closing) {
      const at = stack.map((open) => open.name).lastIndexOf(name);
      if (at !== -1) stack.length = at;
      if (stack.length === 0) {
        end();
        break;
      }
      continue;
    }
    if (VOID.has(name) || selfClosing) continue;
    stack.push({
      name,
      ignored: Boolean(top?.ignored) || /\sdata-pagefind-ignore\b/.test(attributes),
      code: Boolean(top?.code) || name === 'code' || name === 'pre',
    });
  }
  end();
  return words;
}

/** A word as both sides spell it: without the full stops Pagefind adds at a block's end. */
const bare = (word: string) => word.replace(/\.+$/, '');

/** How far ahead a word of Pagefind's is looked for in the page's words before it is passed over. */
const LOOK_AHEAD = 40;

/** The positions, among Pagefind's `content` split as the search splits it, of the page's code words. */
export function codePositions(content: string, html: string): number[] {
  const own = htmlWords(html);
  const positions: number[] = [];
  let next = 0;
  content.split(/[\r\n\s]+/).forEach((word, at) => {
    if (!bare(word)) return;
    for (let j = next; j < Math.min(own.length, next + LOOK_AHEAD); j++) {
      if (bare(own[j].word) !== bare(word)) continue;
      if (own[j].code) positions.push(at);
      next = j + 1;
      return;
    }
  });
  return positions;
}

/** Pagefind's fragments under `root`: each indexed page's URL and content. */
async function fragments(root: string): Promise<Map<string, string>> {
  const dir = path.join(root, 'pagefind', 'fragment');
  const pages = new Map<string, string>();
  for (const file of await readdir(dir)) {
    const text = gunzipSync(await readFile(path.join(dir, file))).toString('utf8');
    const { url, content } = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    pages.set(url, content);
  }
  return pages;
}

/** Writes CODE_WORDS_URL under `root` for every indexed page; returns how many code words it lists. */
export async function writeCodeWords(root: string): Promise<number> {
  const content = await fragments(root);
  const site: Record<string, number[]> = {};
  let count = 0;
  for (const page of await indexedPageFiles(root)) {
    const text = content.get(page.path);
    if (text === undefined) continue;
    const positions = codePositions(text, page.html);
    count += positions.length;
    site[page.path] = encodeRuns(positions);
  }
  await writeFile(path.join(root, CODE_WORDS_URL), JSON.stringify(site));
  return count;
}
