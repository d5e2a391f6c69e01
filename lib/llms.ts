// Machine-readable copies of the docs: llms.txt (an index), llms-full.txt and one Markdown file a page.
import { settings } from '@/lib/config';
import { DOC_PAGES, type DocPage } from '@/lib/docs';
import { renderedDoc } from '@/lib/docs-source';
import { BRAND_NAME, SITE_DESCRIPTION } from '@/lib/site';
import { MARKDOWN_COPIES_DIR } from '@/lib/routes';

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
  `Read ${markdownUrl(page)} (the ${BRAND_NAME} docs page "${page.title}") so you can answer my questions about it.`;

/** A docs page's Markdown copy: its title, summary and address, then its body (lib/mdx/markdown-copy.ts). */
export async function markdownCopy(page: DocPage): Promise<string> {
  const { markdown } = await renderedDoc(page);
  return `# ${page.title}\n\n> ${page.description}\n\nSource: ${absolute(page.canonicalPath)}\n\n${markdown}\n`;
}

export function llmsIndex(): string {
  const lines = [
    `# ${BRAND_NAME}`,
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

export async function llmsFull(): Promise<string> {
  return (await Promise.all(DOC_PAGES.map(markdownCopy))).join('\n---\n\n');
}
