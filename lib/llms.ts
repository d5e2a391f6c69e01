// Machine-readable copies of the docs: llms.txt (an index), llms-full.txt and one Markdown file a page.
import { settings } from '@/lib/config';
import { DOC_PAGES, type DocPage } from '@/lib/docs';
import { readDocSource } from '@/lib/docs-source';
import { PRODUCT_TITLE, SITE_DESCRIPTION } from '@/lib/site';

export const markdownPath = (page: DocPage) => `/md/${page.id}.md`;

const absolute = (path: string) => `${settings.siteUrl}${path}`;

const CODE_TABS = /<CodeTabs\b([^>]*)>([\s\S]*?)<\/CodeTabs>/g;
const FENCE = /^```[^\n]*\n[\s\S]*?^```$/gm;

/**
 * The MDX source as plain Markdown: a <CodeTabs> set becomes its code blocks one after another, each
 * under its label in bold. Everything else (GitHub alerts included) is Markdown already.
 */
export function plainMarkdown(source: string): string {
  return source.replace(CODE_TABS, (_, attributes: string, body: string) => {
    const list = /labels=\{\[([^\]]*)\]\}/.exec(attributes)?.[1] ?? '';
    const labels = [...list.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2]);
    const blocks = body.match(FENCE) ?? [];
    return blocks.map((block, index) => `**${labels[index] ?? `Variant ${index + 1}`}**\n\n${block}`).join('\n\n');
  });
}

export function markdownCopy(page: DocPage): string {
  const body = plainMarkdown(readDocSource(page)).trim();
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
    ...DOC_PAGES.map((page) => `- [${page.title}](${absolute(markdownPath(page))}): ${page.description}`),
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
