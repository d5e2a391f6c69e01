// The repository's own docs (README.md, docs/*.md and the READMEs beside the code): every relative
// link names a file that exists, and so does every path of the repository they name in code
// (`lib/mdx/heading-ids.ts`, `scripts/check/`), so that a file renamed or removed fails here until
// the docs follow.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const files = [
  'README.md',
  ...readdirSync(path.join(root, 'docs')).map((name) => path.join('docs', name)),
  // The short READMEs beside the code.
  'eval/search/README.md',
  'lib/search/README.md',
  'dev/emulators/README.md',
];

/** The repository's top-level folders that docs name paths in (what the build writes is not among them). */
const FOLDERS = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !['node_modules', 'out', 'test-results', 'playwright-report', 'coverage'].includes(name))
  .filter((name) => !name.startsWith('.') || name === '.ci');

/** The repository paths named in a text's code spans: words starting with a top-level folder, no placeholder or glob. */
export function namedPaths(text, folders = FOLDERS) {
  const rooted = new RegExp(`^(?:${folders.map((f) => f.replace('.', '\\.')).join('|')})/`);
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .flatMap(([, code]) => code.split(/\s+/))
    .map((word) => word.replace(/[),.;]+$/, '').replace(/(?:#.*|:\d*)$/, ''))
    .filter((word) => rooted.test(word) && !/[<>*{}$]/.test(word));
}

describe.each(files)('%s', (file) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target));

  it('links only to files that exist', () => {
    const missing = targets.filter((target) => !existsSync(path.join(root, path.dirname(file), target.split('#')[0])));
    expect(missing).toEqual([]);
  });

  it('names only paths of the repository that exist', () => {
    expect(namedPaths(text).filter((named) => !existsSync(path.join(root, named)))).toEqual([]);
  });
});

it('finds the links it checks', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme).toContain('](docs/hosting.md)');
});

it('finds the paths it checks: in code spans, among other words, without placeholders', () => {
  expect(
    namedPaths('Run `node scripts/check/check-commands.ts content/dmt.mdx`, see `lib/x.ts:12` and `/mg/cli/`.'),
  ).toEqual(['scripts/check/check-commands.ts', 'content/dmt.mdx', 'lib/x.ts']);
  expect(namedPaths('`lib/mdx/<name>.ts`, `eval/search/*.jsonl`, `lib/search/`')).toEqual(['lib/search/']);
});
