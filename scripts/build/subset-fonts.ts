// The site's faces cut to the characters it sets (lib/font-glyphs.ts), from the npm packages'
// Latin files into .fonts/, where app/fonts.ts loads them; the build runs it before `next build`,
// and `npm run dev` before it starts. The variable weight axis is kept, narrowed to the weights the
// site sets (FONT_WEIGHTS), and so are the layout features (kerning). A face already cut from the
// same file, characters and weights is left as it is.
// Usage: node scripts/build/subset-fonts.ts
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_GLYPHS, FONT_WEIGHTS } from '../../lib/font-glyphs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each face: the npm package's file, and the cut file app/fonts.ts names. */
export const FACES = [
  { from: 'node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2', to: '.fonts/geist.woff2' },
  {
    from: 'node_modules/@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2',
    to: '.fonts/geist-mono.woff2',
  },
];

/** Cuts each face; returns each one's size before and after, in bytes. */
export async function subsetFonts(glyphs = FONT_GLYPHS, weights = FONT_WEIGHTS) {
  const sizes = [];
  for (const face of FACES) {
    const source = await readFile(path.join(root, face.from));
    const target = path.join(root, face.to);
    const stamp = `${target}.sha256`;
    const key = createHash('sha256').update(source).update(glyphs).update(JSON.stringify(weights)).digest('hex');
    if (existsSync(target) && existsSync(stamp) && (await readFile(stamp, 'utf8')) === key) {
      sizes.push({ face: face.to, before: source.length, after: (await readFile(target)).length });
      continue;
    }
    const cut = await subsetFont(source, glyphs, { targetFormat: 'woff2', variationAxes: { wght: { ...weights } } });
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, cut);
    await writeFile(stamp, key);
    sizes.push({ face: face.to, before: source.length, after: cut.length });
  }
  return sizes;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { face, before, after } of await subsetFonts()) console.log(`${face}: ${before} B -> ${after} B`);
}
