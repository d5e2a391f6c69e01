// Machine-readable copies of the docs: llms.txt (an index), llms-full.txt and one Markdown file a page.
import { settings } from '@/lib/config';
import { DOC_PAGES, type DocPage } from '@/lib/docs';
import { readDocSource } from '@/lib/docs-source';
import { PRODUCT_TITLE, SITE_DESCRIPTION } from '@/lib/site';

export const markdownPath = (page: DocPage) => `/md/${page.id}.md`;

const absolute = (path: string) => `${settings.siteUrl}${path}`;

export function markdownCopy(page: DocPage): string {
  return `# ${page.title}\n\n> ${page.description}\n\nSource: ${absolute(page.canonicalPath)}\n\n${readDocSource(page).trim()}\n`;
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
