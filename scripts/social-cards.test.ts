import { cardElement, themeColours } from './social-cards.mjs';

describe('social cards', () => {
  it('take the colours of a theme block of the stylesheet', () => {
    const css = ":root { --bg: #fff; }\n[data-theme='void'] {\n  --bg: #07060d;\n  --accent: #a78bfa;\n}";
    expect(themeColours(css, 'void')).toEqual({ bg: '#07060d', accent: '#a78bfa' });
  });

  it('show where the page sits, its title and description, the product and the host', () => {
    const card = { eyebrow: 'Docs / CLI', title: 'DMT Commands', description: 'Reference for mg dmt.' };
    const text = JSON.stringify(
      cardElement(card, { colours: { bg: '#000' }, product: 'Milligram', host: 'milligram.dev', icon: 'data:,' }),
    );
    for (const part of ['Docs / CLI', 'DMT Commands', 'Reference for mg dmt.', 'Milligram', 'milligram.dev']) {
      expect(text).toContain(`"${part}"`);
    }
  });
});
