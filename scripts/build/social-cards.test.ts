import { cardElement, icoFromPng, themeColours } from './social-cards.ts';

describe('social cards', () => {
  it('take the colours of a theme block of the stylesheet', () => {
    const css = ":root { --bg: #fff; }\n[data-theme='void'] {\n  --bg: #07060d;\n  --accent: #a78bfa;\n}";
    expect(themeColours(css, 'void')).toEqual({ bg: '#07060d', accent: '#a78bfa' });
  });

  it('show where the page sits, its title and description, the product and the host', () => {
    const card = { eyebrow: 'Docs / Reference', title: 'DMT Commands', description: 'Reference for mg dmt.' };
    const text = JSON.stringify(
      cardElement(card, { colours: { bg: '#000' }, product: 'Milligram', host: 'milligram.dev', icon: 'data:,' }),
    );
    for (const part of ['Docs / Reference', 'DMT Commands', 'Reference for mg dmt.', 'Milligram', 'milligram.dev']) {
      expect(text).toContain(`"${part}"`);
    }
  });

  it('wrap a PNG in an ICO file: one icon entry of its size pointing at the PNG', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = icoFromPng(png, 48);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([48, 48, 1, 32]);
    expect([ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([png.length, 22]);
    expect(ico.subarray(22)).toEqual(png);
    expect(icoFromPng(png, 256)[6]).toBe(0); // 256 is written as 0
  });
});
