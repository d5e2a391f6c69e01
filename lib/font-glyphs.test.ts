import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { FONT_GLYPHS, FONT_WEIGHTS } from './font-glyphs';

// Every file the site's pages, scripts and docs are built from (tests and tools aside).
const sources = execFileSync('git', ['ls-files', 'app', 'components', 'lib', 'content'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(tsx?|mdx|json|css)$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('the characters the fonts carry', () => {
  it('hold every character the site sets', () => {
    const missing = new Map<string, string>();
    for (const file of sources) {
      for (const character of readFileSync(file, 'utf8')) {
        if (character === '\n' || character === '\t' || character === '\r') continue;
        if (!FONT_GLYPHS.includes(character) && !missing.has(character)) missing.set(character, file);
      }
    }
    expect(
      [...missing].map(([character, file]) => `${character} (U+${character.codePointAt(0)!.toString(16)}) in ${file}`),
    ).toEqual([]);
  });

  it('are printable ASCII and the marks, each once', () => {
    expect(FONT_GLYPHS).toContain('A');
    expect(FONT_GLYPHS).toContain('~');
    expect(FONT_GLYPHS).not.toContain('é');
    expect(new Set(FONT_GLYPHS).size).toBe([...FONT_GLYPHS].length);
  });
});

describe('the weights the fonts carry', () => {
  const weights = (css: string) => [...css.matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1]));

  it('are the range app/fonts.ts declares for both faces', () => {
    const declared = [...readFileSync('app/fonts.ts', 'utf8').matchAll(/weight: '(\d+) (\d+)'/g)];
    expect(declared.map((match) => [Number(match[1]), Number(match[2])])).toEqual([
      [FONT_WEIGHTS.min, FONT_WEIGHTS.max],
      [FONT_WEIGHTS.min, FONT_WEIGHTS.max],
    ]);
  });

  it('hold every weight the stylesheets set', () => {
    const set = sources.filter((file) => file.endsWith('.css')).flatMap((file) => weights(readFileSync(file, 'utf8')));
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((weight) => weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max)).toEqual([]);
  });
});
