// Typo tolerance: a query word of five or more letters that the docs do not hold is read as the
// docs' word one letter away (a letter wrong, missing, added, or two swapped: "shcedule" is
// "schedule", "envrionment" is "environment"). A changed letter is a slip of the finger (a key next
// to the right one) or a vowel for a vowel ("certifacate"): any other changed letter makes another
// word, which the reader meant ("batch" is not "match", "react" is not "reach"). Missing, added and
// swapped letters are typos whatever the letters. The price: a consonant spelled as it sounds
// ("lisence") is not corrected. A word the docs hold is never corrected, so the exact word always
// ranks first when it exists.

import { STOP_WORDS } from './query.ts';
import { TYPO_MIN_LENGTH } from './words.ts';

export { TYPO_MIN_LENGTH };

/** The letter keys of a QWERTY keyboard, row by row; each row sits half a key right of the one above. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** A lowercase letter's row and column on the keyboard. */
const keyAt = (letter: string) => {
  const row = KEY_ROWS.findIndex((keys) => keys.includes(letter));
  return { row, column: KEY_ROWS[row].indexOf(letter) };
};

/**
 * True when a finger aiming at one key can hit the other: beside it, or touching it in the row above
 * or below. Lowercase letters only: anything else touches nothing.
 */
export function keysTouch(a: string, b: string): boolean {
  if (!/^[a-z]$/.test(a) || !/^[a-z]$/.test(b)) return false;
  if (a === b) return false;
  const [x, y] = [keyAt(a), keyAt(b)];
  const offset = y.column - x.column;
  if (y.row === x.row) return Math.abs(offset) === 1;
  if (y.row === x.row - 1) return offset === 0 || offset === 1;
  if (y.row === x.row + 1) return offset === 0 || offset === -1;
  return false;
}

/** True when `typed` is a slip for `meant`, two lowercase letters: a key touching it, or a vowel for a vowel. */
export const isSlip = (typed: string, meant: string) =>
  keysTouch(typed, meant) || (typed !== meant && /^[aeiou]$/.test(typed) && /^[aeiou]$/.test(meant));

/**
 * True when `a` becomes `b` by one edit: a letter changed for a slip of it (isSlip), added, removed,
 * or two neighbours swapped.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    // Changed at i, or i and i + 1 swapped; the rest the same.
    return (
      (isSlip(a[i], b[i]) && a.slice(i + 1) === b.slice(i + 1)) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(i) === longer.slice(i + 1);
}

/**
 * The docs' word that `term` is a typo of: the most frequent word of `words` (most frequent first)
 * one edit away; undefined when the term is short, a flag, or no word is that close. Never a stop
 * word: "everyting" is "everything", which carries no topic, so it is no term at all.
 */
export function correction(term: string, words: readonly string[]): string | undefined {
  if (term.length < TYPO_MIN_LENGTH || !/^[a-z]+$/.test(term)) return undefined;
  return words.find((word) => !STOP_WORDS.has(word) && oneEditApart(term, word));
}
