// Build-time access to the docs' MDX sources (server only): each page rendered once (its article as
// HTML, its table of contents, its Markdown copy, its search marks, its code blocks and where it
// documents each command), when each last changed and where it can be edited.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { settings } from '@/lib/config';
import { DOC_PAGES, docPage, type DocPage } from '@/lib/docs';
import type { RenderedDoc } from '@/lib/mdx/docs-html';

const CONTENT_DIR = path.join(process.cwd(), 'content');

export function readDocSource(page: DocPage): string {
  return readFileSync(path.join(CONTENT_DIR, page.file), 'utf8');
}

/** The docs' MDX pipeline (lib/mdx/docs-html.ts), loaded by Node itself: the build's bundler never sees it. */
type DocsHtml = typeof import('@/lib/mdx/docs-html');
let pipeline: Promise<DocsHtml> | undefined;
const loadPipeline = () =>
  (pipeline ??= import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(
      path.join(process.cwd(), 'lib/mdx/docs-html.ts'),
    ).href
  ) as Promise<DocsHtml>);
/** Each page's render, with what it was made from: its source, the definition, and (for the index of every command) the other pages' sources. */
const rendered = new Map<string, { source: string; definition: string; others?: string; doc: Promise<RenderedDoc> }>();

/** The sources of every page but `page`, as one string. */
const otherSources = (page: DocPage) =>
  DOC_PAGES.filter((other) => other.file !== page.file)
    .map(readDocSource)
    .join('\0');

/**
 * A docs page rendered once per build for each version of its source and of the command line's
 * definition: its article, table of contents, Markdown copy, search marks, code blocks and where it
 * documents each command all come from that one parse. It throws, naming the file and line, when
 * an mg command in the page does not match the definition: the build fails.
 */
export function renderedDoc(page: DocPage): Promise<RenderedDoc> {
  const source = readDocSource(page);
  const definition = readFileSync(path.join(CONTENT_DIR, 'cli', 'mg.json'), 'utf8');
  const cached = rendered.get(page.file);
  if (
    cached?.source === source &&
    cached.definition === definition &&
    (cached.others === undefined || cached.others === otherSources(page))
  )
    return cached.doc;
  const pageUrl = `${settings.siteUrl}${page.canonicalPath}`;
  const otherPagesCommands = () => otherPagesCommandSections(page);
  const doc = loadPipeline().then(({ renderDocPage }) =>
    renderDocPage(source, `content/${page.file}`, { pageUrl, otherPagesCommands }),
  );
  rendered.set(page.file, { source, definition, doc });
  return doc;
}

/** The pages whose render waits for the other pages' (each holds the index of every command). */
const waiting = new Set<string>();

/**
 * Where every other page documents each of its mg commands, for the index of every command on
 * `page`: from each page's one render. Only one page may hold the index: two would each wait for
 * the other. A command documented on two pages is refused.
 */
async function otherPagesCommandSections(page: DocPage): Promise<RenderedDoc['commands']> {
  const entry = rendered.get(page.file);
  if (entry) entry.others = otherSources(page);
  const other = [...waiting].find((file) => file !== page.file);
  if (other) throw new Error(`content/${page.file}: the index of every command is already on content/${other}`);
  waiting.add(page.file);
  try {
    const pages = DOC_PAGES.filter((candidate) => candidate.file !== page.file);
    const docs = await Promise.all(pages.map(renderedDoc));
    const { commandsOfPages } = await loadPipeline();
    return commandsOfPages(docs.map((doc, i) => ({ file: `content/${pages[i].file}`, commands: doc.commands })));
  } finally {
    waiting.delete(page.file);
  }
}

const dates = new Map<string, string>();

/** A git date of a content file (`git log` with `args`), else its modification time: ISO 8601. */
function fileDate(page: DocPage, which: 'first' | 'last'): string {
  const key = `${which}:${page.file}`;
  const cached = dates.get(key);
  if (cached) return cached;
  const file = path.join(CONTENT_DIR, page.file);
  // The last commit touching the file, or the one that added it (followed through renames).
  const args = which === 'last' ? ['-1'] : ['--follow', '--diff-filter=A'];
  const git = spawnSync('git', ['log', ...args, '--format=%cI', '--', file], { encoding: 'utf8' });
  const committed = git.status === 0 ? git.stdout.trim().split('\n').at(-1)?.trim() : '';
  const date = committed ? new Date(committed).toISOString() : statSync(file).mtime.toISOString();
  dates.set(key, date);
  return date;
}

/**
 * When a docs page's source last changed, as an ISO 8601 date-time: its file's last commit, else
 * (no git, or a file not yet committed) the file's modification time. The page's "Last updated",
 * its sitemap <lastmod>, its structured data's dateModified and its article:modified_time all read this.
 */
export const lastModified = (page: DocPage): string => fileDate(page, 'last');

/** When a docs page was first published: the commit that added its source (datePublished). */
export const firstPublished = (page: DocPage): string => fileDate(page, 'first');

/** "Edit this page": the edit URL setting with the page's source path appended, if set. */
export const editUrl = (page: DocPage, base = settings.docsEditUrl): string | undefined =>
  base ? `${base}/content/${page.file}` : undefined;

/**
 * The first command the Quick Start gives (its install line), for the landing page's hero: the first
 * line of the page's first code block, so the two never differ.
 */
export async function installCommand(): Promise<string> {
  const page = docPage('tools');
  const line = (await renderedDoc(page)).codeBlocks[0]?.split('\n')[0].trim();
  if (!line) throw new Error(`content/${page.file}: its first code block is where the install line is`);
  return line;
}

/** A line of the landing page's terminal: a command (shown after a prompt), or what one printed. */
export interface SessionLine {
  kind: 'command' | 'output';
  text: string;
}

/**
 * The command whose sample output the landing page's session ends with: the DMT reference shows it.
 * Its lines are at most 32 characters, so that a phone shows them whole at the terminal's type size.
 */
export const SESSION_SAMPLE = 'mg dmt show shop';
/** The Quick Start's command after which the session shows that sample: the deployment exists. */
const SESSION_LAST_STEP = 'mg dmt blastoff ';

/**
 * The landing page's terminal: a real mg session taken from the docs, so it never says what they do
 * not. The Quick Start's install line, then each mg command of its shell blocks that runs a command
 * (not `mg --version`), in its order, up to the one that creates the deployment; then the DMT
 * reference's sample of `mg dmt show`, with its output.
 */
export async function landingSession(): Promise<SessionLine[]> {
  const tools = docPage('tools');
  const start = await renderedDoc(tools);
  const install = await installCommand();
  const commands = start.codeBlocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.trim())
    .filter((line) => /^mg [a-z]/.test(line));
  const last = commands.findIndex((line) => line.startsWith(SESSION_LAST_STEP));
  const dmt = docPage('dmt');
  const sample = (await renderedDoc(dmt)).codeBlocks.find((block) => block.startsWith(`$ ${SESSION_SAMPLE}\n`));
  if (last === -1)
    throw new Error(`content/${tools.file}: the landing page's session needs a \`${SESSION_LAST_STEP}…\` step`);
  if (!sample)
    throw new Error(`content/${dmt.file}: the landing page's session needs its \`$ ${SESSION_SAMPLE}\` sample`);
  const [, ...output] = sample.trimEnd().split('\n');
  return [
    ...[install, ...commands.slice(0, last + 1)].map((text): SessionLine => ({ kind: 'command', text })),
    { kind: 'command', text: SESSION_SAMPLE },
    ...output.map((text): SessionLine => ({ kind: 'output', text })),
  ];
}

/** A step of the Quick Start, as the Apotheosis page lists them: its number, title, anchor and command. */
export interface QuickStartStep {
  number: number;
  title: string;
  /** The step's heading id on the Quick Start page. */
  id: string;
  /** The step's first mg command (but `mg --version`), or else the first line of its first code block. */
  command: string;
}

/**
 * The Quick Start's numbered steps ("## 4. Deploy"), each with the command that does it, read from
 * the page's Markdown copy, so the list never says what the page does not.
 */
export async function quickStartSteps(): Promise<QuickStartStep[]> {
  const page = docPage('tools');
  const doc = await renderedDoc(page);
  const sections = doc.markdown.split(/^(?=## )/m);
  const steps = doc.toc
    .filter((entry) => entry.depth === 2 && /^\d+\. /.test(entry.text))
    .map((entry): QuickStartStep => {
      const [, number, title] = /^(\d+)\. (.+)$/.exec(entry.text)!;
      const section = sections.find((text) => text.startsWith(`## ${entry.text}\n`)) ?? '';
      const lines = [...section.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((block) =>
        block[1].split('\n').map((line) => line.trim()),
      );
      const command = lines.find((line) => /^mg [a-z]/.test(line)) ?? lines.find(Boolean);
      if (!command) throw new Error(`content/${page.file}: step "${entry.text}" needs a code block`);
      return { number: Number(number), title, id: entry.id, command };
    });
  if (!steps.length) throw new Error(`content/${page.file}: the Apotheosis page lists its numbered steps; it has none`);
  return steps;
}

/**
 * A code sample of a page outside the docs, highlighted at build time as the docs' code blocks are
 * (the same shiki plugin and themes): the HTML of its <pre>. No highlighter reaches the browser.
 */
export async function highlightCode(code: string, lang: string): Promise<string> {
  const { highlightCode: highlight } = await loadPipeline();
  return highlight(code, lang);
}
