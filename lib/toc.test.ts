import { extractToc, plainText } from '@/lib/toc';

describe('extractToc', () => {
  it('lists ## and ### headings with rehype-slug ids', () => {
    const source = ['# Title', '## blastoff', 'text', '### Instance sizes', '## 1. Install', '#### deep'].join('\n');
    expect(extractToc(source)).toEqual([
      { depth: 2, text: 'blastoff', id: 'blastoff' },
      { depth: 3, text: 'Instance sizes', id: 'instance-sizes' },
      { depth: 2, text: '1. Install', id: '1-install' },
    ]);
  });

  it('ignores lines inside code fences', () => {
    expect(extractToc(['```bash', '## not a heading', '```', '## real'].join('\n'))).toEqual([
      { depth: 2, text: 'real', id: 'real' },
    ]);
  });

  it('numbers repeated headings as rehype-slug does', () => {
    expect(extractToc('## deploy\n## deploy').map((e) => e.id)).toEqual(['deploy', 'deploy-1']);
  });

  it('strips inline Markdown from the text', () => {
    expect(plainText('The `mg` [CLI](/mg/) *now*')).toBe('The mg CLI now');
  });
});
