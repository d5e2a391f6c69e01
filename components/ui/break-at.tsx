// Text that may wrap only at chosen characters: a line-break chance (<wbr>) after each of `after`
// and before each of `before`, and nowhere else inside it (the element it is in must not let words
// break anywhere: overflow-wrap: break-word keeps a break mid-word for a piece wider than the line).
// An e-mail breaks after "@" and before a ".", a URL after a "/"; never between two of the same
// ("//"), nor at either end.
import { Fragment } from 'react';

export function BreakAt({ text, after = '', before = '' }: { text: string; after?: string; before?: string }) {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const previous = text[i - 1];
    const next = text[i];
    const chance = (after.includes(previous) || before.includes(next)) && previous !== next;
    if (chance) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/** An e-mail address, breaking only after its "@" or before a ".". */
export const EmailText = ({ address }: { address: string }) => <BreakAt text={address} after="@" before="." />;

/** A URL, breaking only after a "/" (not inside "//") or before a ".". */
export const UrlText = ({ url }: { url: string }) => <BreakAt text={url} after="/" before="." />;
