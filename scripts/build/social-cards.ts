// The build's social cards: each page's 1200 × 630 PNG (its og:image), drawn with next/og from the
// list the export wrote to out/og/cards.json (made from lib/metadata.ts), in the dark theme's
// colours (read from app/globals.css, where the theme is defined) with the site's icon; and the
// site's logo, the icon as a square PNG (the publisher's logo in the docs' structured data); and
// /favicon.ico, the icon as a PNG in an ICO file, for the clients that ask for that address.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { ImageResponse } from 'next/og.js';
import type { ReactElement } from 'react';

export const CARDS_FILE = 'og/cards.json';

/** One page's card: where it sits, its title and description, and where its PNG goes. */
interface Card {
  path: string;
  eyebrow: string;
  title: string;
  description: string;
}

/** What the export lists in og/cards.json (app/og/cards.json/route.ts). */
interface CardsFile {
  size: { width: number; height: number };
  product: string;
  host: string;
  cards: Card[];
  logo: { path: string; size: number };
  favicon: { path: string; size: number };
}

/** What a card shows besides the page's own words: the theme's colours, the product, the host, the icon. */
interface CardContext {
  colours: Record<string, string>;
  product: string;
  host: string;
  icon: string;
}

/** The custom properties of one theme block of a stylesheet, e.g. { bg: '#07060d', … }. */
export function themeColours(css: string, theme: string): Record<string, string> {
  const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** A satori element: next/og takes React-shaped objects, so no JSX (or React) is needed here. */
const h = (type: string, style: Record<string, string | number>, ...children: unknown[]) =>
  ({
    type,
    props: { style, children: children.length === 1 ? children[0] : children },
  }) as ReactElement;

export function cardElement(
  card: Pick<Card, 'eyebrow' | 'title' | 'description'>,
  { colours: c, product, host, icon }: CardContext,
): ReactElement {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: `linear-gradient(135deg, ${c.bg} 55%, ${c['accent-soft']} 100%)`,
      color: c.text,
      borderTop: `12px solid ${c.accent}`,
    },
    h(
      'div',
      { display: 'flex', flexDirection: 'column' },
      h('div', { fontSize: 34, color: c.accent, letterSpacing: 1 }, card.eyebrow),
      h('div', { marginTop: 24, fontSize: card.title.length > 28 ? 72 : 92, lineHeight: 1.05 }, card.title),
      h('div', { marginTop: 32, fontSize: 32, lineHeight: 1.35, color: c.muted, maxWidth: 980 }, card.description),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center', fontSize: 32 },
      { type: 'img', props: { src: icon, width: 48, height: 48, style: { marginRight: 20 } } },
      h('span', {}, product),
      h('span', { marginLeft: 'auto', color: c['accent-2'] }, host),
    ),
  );
}

/**
 * An ICO file holding one square PNG (every browser since 2007 reads PNG inside ICO): a 6-byte
 * header (reserved 0, type 1 = icon, 1 image), one 16-byte entry (width and height, 0 meaning
 * 256; no palette; 1 plane; 32 bits a pixel; the PNG's length and offset), then the PNG.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head.writeUInt8(size >= 256 ? 0 : size, 6);
  head.writeUInt8(size >= 256 ? 0 : size, 7);
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18);
  return Buffer.concat([head, png]);
}

/** The icon drawn as a square PNG, `size` pixels a side. */
async function squarePng(icon: string, size: number): Promise<Buffer> {
  const square = { type: 'img', props: { src: icon, width: size, height: size } };
  const image = new ImageResponse(h('div', { display: 'flex', width: '100%', height: '100%' }, square), {
    width: size,
    height: size,
  });
  return Buffer.from(await image.arrayBuffer());
}

/** Draws every card of `root`/og/cards.json into its PNG, the logo and the favicon; returns how many cards. */
export async function renderSocialCards(root: string): Promise<number> {
  const list: CardsFile = JSON.parse(await readFile(`${root}/${CARDS_FILE}`, 'utf8'));
  const { size, product, host, cards, logo, favicon } = list;
  const colours = themeColours(await readFile('app/globals.css', 'utf8'), 'void');
  const icon = `data:image/svg+xml;base64,${(await readFile('app/icon.svg')).toString('base64')}`;
  for (const card of cards) {
    const image = new ImageResponse(cardElement(card, { colours, product, host, icon }), size);
    await writeFile(`${root}${card.path}`, Buffer.from(await image.arrayBuffer()));
  }
  await writeFile(`${root}${logo.path}`, await squarePng(icon, logo.size));
  await writeFile(`${root}${favicon.path}`, icoFromPng(await squarePng(icon, favicon.size), favicon.size));
  await rm(`${root}/${CARDS_FILE}`);
  return cards.length;
}
