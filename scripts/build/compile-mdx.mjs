// Renders one MDX file through the docs' pipeline (lib/mdx/docs-html.mjs), as the build renders every
// docs page: `node scripts/build/compile-mdx.mjs content/dmt.mdx [out.html]`. It prints the error and exits
// with 1 when the pipeline refuses the file (an mg command the definition does not allow, an element
// the docs do not know); the tests use it to prove that a bad example fails the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDocPage } from '../../lib/mdx/docs-html.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, out] = process.argv.slice(2);
  try {
    const { html } = await renderDocPage(readFileSync(file, 'utf8'), file);
    if (out) writeFileSync(out, html);
    console.log(`${file}: rendered (${html.length} characters of HTML)`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
