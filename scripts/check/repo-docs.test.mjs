// The repository's own docs (README.md and docs/*.md): every relative link names a file that exists.
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

describe.each(files)('%s', (file) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target));

  it('links only to files that exist', () => {
    const missing = targets.filter((target) => !existsSync(path.join(root, path.dirname(file), target.split('#')[0])));
    expect(missing).toEqual([]);
  });
});

it('finds the links it checks', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme).toContain('](docs/hosting.md)');
});
