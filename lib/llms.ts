// Machine-readable copies of the docs: llms.txt (an index), llms-full.txt and one Markdown file a page.
import { settings } from '@/lib/config';
import { DOC_PAGES, type DocPage } from '@/lib/docs';
import { readDocSource } from '@/lib/docs-source';
import { expandReference } from '@/lib/mdx/cli-reference.mjs';
import { FLAG_HEADER, SEARCH_TERMS_COMPONENT, flagName, uniqueOptionId } from '@/lib/mdx/anchor-ids.mjs';
import { FORMER_ANCHOR_COMPONENT } from '@/lib/mdx/former-anchors.mjs';
import { PRODUCT_TITLE, SITE_DESCRIPTION } from '@/lib/site';
import { MARKDOWN_COPIES_DIR } from '@/lib/routes';
import { markdownLines } from '@/lib/toc';

export const markdownPath = (page: DocPage) => `${MARKDOWN_COPIES_DIR}${page.id}.md`;

const absolute = (path: string) => `${settings.siteUrl}${path}`;

/** A docs page's Markdown copy, absolute (what "Copy page" copies and assistants are sent to). */
export const markdownUrl = (page: DocPage) => absolute(markdownPath(page));

/** The assistants a docs page can be opened in: each link's label and address for a prompt. */
export const ASSISTANTS = [
  { label: 'Open in ChatGPT', href: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  { label: 'Open in Claude', href: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
] as const;

/** What an assistant is asked: to read the page's Markdown copy first. */
export const assistantPrompt = (page: DocPage) =>
  `Read ${markdownUrl(page)} (the ${PRODUCT_TITLE} docs page "${page.title}") so you can answer my questions about it.`;

const CODE_TABS = /<CodeTabs\b([^>]*)>([\s\S]*?)<\/CodeTabs>/g;
/**
 * A section's reader words for the search (lib/mdx/search-terms.mjs) and the page's former addresses
 * (lib/mdx/former-anchors.mjs, on one line or several), each with the blank line after it.
 */
const HIDDEN_ELEMENTS = new RegExp(
  `^<(?:${SEARCH_TERMS_COMPONENT}|${FORMER_ANCHOR_COMPONENT})\\b[^>]*/>[ \\t]*\\n(?:[ \\t]*\\n)?`,
  'gm',
);
const FENCE = /^```[^\n]*\n[\s\S]*?^```$/gm;

/**
 * The MDX source as plain Markdown: a <CodeTabs> set becomes its code blocks one after another, each
 * under its label in bold; the search's reader words and former anchors are left out. Everything
 * else (GitHub alerts included) is Markdown already.
 */
export function plainMarkdown(source: string): string {
  return source.replace(HIDDEN_ELEMENTS, '').replace(CODE_TABS, (_, attributes: string, body: string) => {
    const list = /labels=\{\[([^\]]*)\]\}/.exec(attributes)?.[1] ?? '';
    const labels = [...list.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2]);
    const blocks = body.match(FENCE) ?? [];
    return blocks.map((block, index) => `**${labels[index] ?? `Variant ${index + 1}`}**\n\n${block}`).join('\n\n');
  });
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|');

/**
 * Links an assistant can follow from anywhere: site links (`/mg/…`, `#ssl`) made absolute on
 * `pageUrl` (the page's canonical URL), and each flag of an options table linked to its row's
 * address on the site (the ids of lib/mdx/option-anchors.mjs).
 */
export function absoluteLinks(markdown: string, pageUrl: string): string {
  const origin = new URL(pageUrl).origin;
  const used = new Set<string>();
  let section = '';
  let inOptions = false;
  return markdownLines(markdown)
    .map(({ line, fenced, heading }) => {
      if (fenced) return line;
      if (heading?.depth === 2) section = heading.id;
      let out = line.replace(/\]\((\/[^)\s]*|#[^)\s]*)\)/g, (_, target: string) =>
        target.startsWith('#') ? `](${pageUrl}${target})` : `](${origin}${target})`,
      );
      if (!line.trimStart().startsWith('|')) {
        inOptions = false;
        return out;
      }
      const [first = '', ...rest] = cells(out);
      if (first.trim() === FLAG_HEADER) inOptions = true;
      else if (inOptions && !/^[\s:-]*$/.test(first)) {
        const flag = flagName(first.replace(/`/g, ''));
        if (flag) {
          const id = uniqueOptionId(section, flag, used);
          out = `| [${first.trim()}](${pageUrl}#${id}) |${rest.join('|')}|`;
        }
      }
      return out;
    })
    .join('\n');
}

export function markdownCopy(page: DocPage): string {
  // The reference's parts from the command line's definition, as the page shows them.
  const source = expandReference(readDocSource(page));
  const body = absoluteLinks(plainMarkdown(source), absolute(page.canonicalPath)).trim();
  return `# ${page.title}\n\n> ${page.description}\n\nSource: ${absolute(page.canonicalPath)}\n\n${body}\n`;
}

export function llmsIndex(): string {
  const lines = [
    `# ${PRODUCT_TITLE}`,
    '',
    `> ${SITE_DESCRIPTION}`,
    '',
    'The `mg` command line deploys to your own AWS account. Each page below is also available as Markdown.',
    '',
    '## Docs',
    '',
    ...DOC_PAGES.map((page) => `- [${page.title}](${markdownUrl(page)}): ${page.description}`),
    '',
    '## Optional',
    '',
    `- [Everything in one file](${absolute('/llms-full.txt')})`,
    '',
  ];
  return lines.join('\n');
}

export function llmsFull(): string {
  return DOC_PAGES.map(markdownCopy).join('\n---\n\n');
}
