// Renders one MDX file through the docs' pipeline (lib/mdx/docs-html.mjs), as the build renders every
// docs page: `node scripts/build/compile-mdx.mjs content/dmt.mdx [out.html]`. It prints the error and exits
// with 1 when the pipeline refuses the file (an mg command the definition does not allow, an element
// the docs do not know); the tests use it to prove that a bad example fails the build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandsOfPages, renderDocPage } from '../../lib/mdx/docs-html.mjs';

/** Where the other MDX files beside `file` document each mg command (for the index of every command). */
async function otherPagesCommands(file) {
  const dir = path.dirname(file);
  const others = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') && name !== path.basename(file))
    .map((name) => path.join(dir, name));
  const pages = await Promise.all(others.map((other) => renderDocPage(readFileSync(other, 'utf8'), other)));
  return commandsOfPages(pages.map((page, i) => ({ file: others[i], commands: page.commands })));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, out] = process.argv.slice(2);
  try {
    const { html } = await renderDocPage(readFileSync(file, 'utf8'), file, {
      otherPagesCommands: () => otherPagesCommands(file),
    });
    if (out) writeFileSync(out, html);
    console.log(`${file}: rendered (${html.length} characters of HTML)`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
