import { decodeRuns, encodeRuns } from '../../lib/search/code-words.ts';
import { codePositions, htmlWords } from './code-words.ts';

const page = (body: string) =>
  `<html><body><header><a>Docs</a></header><article data-pagefind-body="">${body}</article><footer>x</footer></body></html>`;

describe('the code words of an indexed page', () => {
  it('are the words inside <code> or <pre> of the indexed body, outside what it ignores', () => {
    const html = page(
      '<h1>ESP</h1><p>Run <code>mg esp deploy</code> (<code>ESP</code>).</p><div data-pagefind-ignore="all"><code>x</code></div><pre><span class="line">mg esp</span></pre>',
    );
    expect(htmlWords(html)).toEqual([
      { word: 'ESP', code: false },
      { word: 'Run', code: false },
      { word: 'mg', code: true },
      { word: 'esp', code: true },
      { word: 'deploy', code: true },
      { word: '(ESP).', code: true },
      { word: 'mg', code: true },
      { word: 'esp', code: true },
    ]);
  });

  it('are found among Pagefind’s words, which end a block with a full stop', () => {
    const html = page('<h1>ESP</h1><p>Run <code>mg esp deploy</code> now</p><td><code>-d</code></td>');
    expect(codePositions('ESP. Run mg esp deploy now. -d.', html)).toEqual([2, 3, 4, 6]);
  });

  it('skip a word Pagefind gives that the page lacks, and an attribute holding ">"', () => {
    const html = page('<p>one <code data-copy="a > b">two</code> three</p>');
    expect(codePositions('one extra two three.', html)).toEqual([2]);
  });
});

describe('runs of positions', () => {
  it('encode and decode to the same positions', () => {
    const positions = [2, 3, 4, 9, 15, 16];
    expect(encodeRuns(positions)).toEqual([2, 3, 4, 1, 5, 2]);
    expect([...decodeRuns(encodeRuns(positions))]).toEqual(positions);
  });
});
