// The characters the site's two faces carry. The faces come from npm with every Latin glyph (about
// 330, accented letters included); the build keeps only these (scripts/build/subset-fonts.ts),
// which makes the two files 16 KB lighter on every page. Every character the site's pages, scripts
// and docs set is here: a test reads the source and the content and names any that is not. A
// character outside the set (a visitor's name from the identity provider) is drawn by the
// fallback face.

/** Printable ASCII, space to tilde. */
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

/** Beyond ASCII: the typographic marks the site uses, and a few it may (a no-break space first). */
const MARKS = '\u00a0…·→←↑↓⇄×÷±−–—‘’“”‹›«»•′″°©®™€£✓✗';

export const FONT_GLYPHS = ASCII + MARKS;

/**
 * The weights the faces keep: the site sets 400 (text) to 700 (bold), nothing lighter or heavier, so
 * the build narrows the variable weight axis to that range, which makes the two files 11 KB lighter
 * again. app/fonts.ts declares the same range (a literal, as next/font needs; a test holds them equal).
 */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;
