// Checks every mg command a reader can copy in the docs (the shell blocks and inline code of
// content/*.mdx) against the command line's definition (content/cli/mg.json), and every shell block
// as the procedure a reader pastes (lib/cli/procedure.ts), as the build does
// (lib/mdx/cli-reference.ts), and prints each problem with its file and line and the closest valid
// spelling. `npm run build` runs it first; `node scripts/check/check-commands.ts` runs it alone.
// Exit code 1 when any command is wrong, or when the definition itself is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { loadDefinition } from '../../lib/cli/definition.ts';
import { CONTENT_DIR, checkTree } from '../../lib/mdx/cli-reference.ts';

/** Every .mdx file of the content folder under `root`, checked: how many commands, and each problem. */
export function checkContent(root = process.cwd()) {
  const cli = loadDefinition(root);
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
  const dir = path.join(root, CONTENT_DIR);
  let checked = 0;
  const problems = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()) {
    const file = path.join(CONTENT_DIR, name);
    const tree = processor.parse(readFileSync(path.join(root, file), 'utf8'));
    const result = checkTree(tree, file, cli);
    checked += result.checked;
    problems.push(...result.problems);
  }
  const examples = cli.leaves.reduce((n, node) => n + node.examples.length, 0);
  return { checked, examples, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { checked, examples, problems } = checkContent();
    for (const problem of problems) console.error(problem);
    console.log(
      `${checked} mg commands in the docs and ${examples} examples in the definition checked: ${problems.length ? `${problems.length} wrong` : 'all valid'}`,
    );
    process.exitCode = problems.length ? 1 : 0;
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
