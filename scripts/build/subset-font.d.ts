// The types of subset-font (it ships none): the function subset-fonts.ts calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      preserveNameIds?: number[];
      /** An axis pinned to one value, or narrowed to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
