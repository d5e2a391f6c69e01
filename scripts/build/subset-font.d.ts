// The types of subset-font (it ships none): the function subset-fonts.ts calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
