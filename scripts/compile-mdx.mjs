// Compiles one MDX file through the docs' MDX pipeline (lib/mdx/plugins.mjs, the list next.config.mjs
// gives @next/mdx), as the build does: `node scripts/compile-mdx.mjs content/dmt.mdx`. It prints the
// error and exits with 1 when a plugin refuses the file (an mg command the definition does not allow,
// a reference element naming no command); the tests use it to prove that a bad example fails the build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { MDX_OPTIONS } from '../lib/mdx/plugins.mjs';

/** A plugin list as @next/mdx takes it (names or paths, with options) as functions @mdx-js/mdx calls. */
async function resolve(list) {
  return Promise.all(list.map(async ([name, options]) => [(await import(name)).default, options]));
}

export async function compileMdx(path) {
  return compile(
    { path, value: readFileSync(path, 'utf8') },
    {
      remarkPlugins: await resolve(MDX_OPTIONS.remarkPlugins),
      rehypePlugins: await resolve(MDX_OPTIONS.rehypePlugins),
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await compileMdx(process.argv[2]);
    console.log(`${process.argv[2]}: compiled`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
