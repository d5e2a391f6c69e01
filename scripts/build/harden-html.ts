// After the export: every HTML page gets its own Content-Security-Policy. The build writes the
// policy for its settings (lib/security.ts, through app/%5Fpage-policy.txt) with a placeholder;
// here each page's inline scripts are hashed, and a <meta http-equiv> with the placeholder
// replaced by those 'sha256-…' sources goes right after <meta charSet>, ahead of every script,
// stylesheet and preload. A page's referrer policy, where it has one, moves up with it.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteFiles } from '../lib/files.ts';

/** Must match INLINE_SCRIPT_HASHES in lib/security.ts. */
export const PLACEHOLDER = "'inline-script-hashes'";
/** Where the build leaves the policy template (app/%5Fpage-policy.txt/route.ts). */
export const POLICY_FILE = '_page-policy.txt';

const REFERRER_META = /<meta name="referrer" content="[^"]*"\/>/i;
const CHARSET_META = /<meta charSet="utf-8"\/>/i;
/** Inline <script> elements (no src) and their text, as the browser hashes it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (e.g. JSON-LD) never run, so CSP ignores them. */
const DATA_TYPE = /\btype="(?!text\/javascript|module)[^"]*"/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The page with its policy (`template` with the page's hashes) first in <head>. */
export function hardenPage(html: string, template: string, file = 'page'): string {
  if (!template.includes(PLACEHOLDER)) throw new Error(`the policy has no ${PLACEHOLDER} placeholder`);
  if (/http-equiv="Content-Security-Policy"/i.test(html)) throw new Error(`${file}: already has a policy`);
  const charset = html.match(CHARSET_META)?.[0];
  if (!charset) throw new Error(`${file}: no <meta charSet="utf-8"/> to put the policy after`);
  const referrer = html.match(REFERRER_META)?.[0] ?? '';
  const body = referrer ? html.replace(referrer, '') : html;
  // Replacer functions: a "$&" or "$1" in a configured URL is text, not a replacement pattern.
  const policy = template.replace(PLACEHOLDER, () => inlineScriptHashes(body).join(' ')).replace(/"/g, '&quot;');
  return body.replace(
    charset,
    () => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${referrer}`,
  );
}

const htmlFiles = (dir: string) => siteFiles(dir);

/** Hardens every HTML file under root; returns how many pages and distinct hashes. */
export async function hardenHtml(root: string) {
  const policyFile = path.join(root, POLICY_FILE);
  const template = (await readFile(policyFile, 'utf8')).trim();
  await rm(policyFile);
  const files = await htmlFiles(root);
  const all = new Set();
  for (const file of files) {
    const hardened = hardenPage(await readFile(file, 'utf8'), template, path.relative(root, file));
    for (const hash of inlineScriptHashes(hardened)) all.add(hash);
    await writeFile(file, hardened);
  }
  return { pages: files.length, hashes: all.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  hardenHtml(process.argv[2] ?? 'out').then(({ pages, hashes }) =>
    console.log(`Content-Security-Policy written into ${pages} pages (${hashes} distinct inline-script hashes)`),
  );
}
