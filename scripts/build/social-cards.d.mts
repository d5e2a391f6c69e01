// Types of social-cards.mjs (a plain module: the build runs it with node).
export const CARDS_FILE: string;
export function themeColours(css: string, theme: string): Record<string, string>;
export function cardElement(
  card: { eyebrow: string; title: string; description: string },
  context: { colours: Record<string, string>; product: string; host: string; icon: string },
): unknown;
/** An ICO file holding one square PNG of `size` pixels a side. */
export function icoFromPng(png: Buffer, size: number): Buffer;
export function renderSocialCards(root: string): Promise<number>;
