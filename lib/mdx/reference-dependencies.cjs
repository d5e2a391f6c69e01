// A pass-through loader before the MDX compiler (next.config.mjs puts it there): it names, as
// inputs of every docs page, the files the MDX pipeline reads besides the page itself: the command
// line's definition and schema (content/cli/), the other pages (the index of every command finds
// each command's section in them), and the pipeline's own code (lib/cli/, lib/mdx/). Without it,
// the build's cache would keep a page compiled from an older definition.
// A CommonJS module, as the build's loaders are run.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readdirSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const inFolder = (folder, ending) =>
  readdirSync(path.join(root, folder))
    .filter((name) => ending.some((end) => name.endsWith(end)))
    .map((name) => path.join(root, folder, name));

module.exports = function referenceDependencies(source) {
  const inputs = [
    ...inFolder('content/cli', ['.json']),
    ...inFolder('content', ['.mdx']),
    ...inFolder('lib/cli', ['.mjs']),
    ...inFolder('lib/mdx', ['.mjs']),
  ];
  for (const file of inputs) if (file !== this.resourcePath) this.addDependency(file);
  return source;
};
