import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { table } from './fixtures/table.ts';
import {
  WORD_CLASS,
  columnLabels,
  layOutOptionsTable,
  listAwsActions,
  markLongInline,
  sayRepeatsOnce,
  unindexHeader,
} from './table-layout.ts';

const rowsOf = (node: Element) =>
  (node.children.find((child) => (child as Element).tagName === 'tbody') as Element).children.map((row) =>
    (row as Element).children.map((cell) => toString(cell)),
  );

describe('an options table', () => {
  it('becomes the flag (its alias under it) and the description (its default under it)', () => {
    const options = table(
      ['Flag', 'Alias', 'Default', 'Description'],
      [
        [h('code', '--domain <name>'), h('code', '-d'), 'required', 'The domain.'],
        [h('code', '--no-ssl'), '', '', 'Plain HTTP.'],
      ],
    );
    expect(layOutOptionsTable(options)).toBe(true);
    expect(rowsOf(options)).toEqual([
      ['--domain <name>or -d', 'The domain.Default: required'],
      ['--no-ssl', 'Plain HTTP.'],
    ]);
    // The labels are the page's words: the search leaves them out.
    expect(toHtml(options)).toContain('<span data-pagefind-ignore="">or </span>');
    expect(toHtml(options)).toContain('<span class="flag-default-label" data-pagefind-ignore="">Default: </span>');
  });

  it('is only a table headed Flag, Alias, Default, Description', () => {
    expect(layOutOptionsTable(table(['Code', 'Meaning'], [['1', 'x']]))).toBe(false);
  });
});

describe('a generated table', () => {
  const none = 'none: ESP has no command that removes a site: see Remove a site';
  const deploy = () => h('code', 'mg esp deploy');

  it('says a long repeated cell once: its rows brought together, the cell merged down them', () => {
    const resources = table(
      ['Resource', 'Where', 'Created by', 'Removed by'],
      [
        ['bucket', 'global', deploy(), none],
        ['files', 'global', deploy(), deploy()],
        ['distribution', 'global', deploy(), none],
        ['certificate', 'us-east-1', deploy(), none],
      ],
    );
    sayRepeatsOnce(resources);
    const html = toHtml(resources);
    expect(rowsOf(resources).map((row) => row[0])).toEqual(['bucket', 'distribution', 'certificate', 'files']);
    expect(html.split(none)).toHaveLength(2);
    expect(html).toContain(`<td rowspan="3">${none}</td>`);
    // A command in every row is said once, above; short words (global) keep their rows.
    expect(html).toContain('<strong>Created by</strong> <code>mg esp deploy</code>');
    expect(html.split('global')).toHaveLength(4);
  });

  it('says a value every row holds once, in its caption, and drops its column', () => {
    const resources = table(
      ['Resource', 'Where', 'Created by', 'Removed by'],
      [
        ['bucket', 'global', deploy(), none],
        ['files', 'the region', deploy(), deploy()],
        ['distribution', 'global', deploy(), none],
      ],
    );
    sayRepeatsOnce(resources);
    const html = toHtml(resources);
    expect(html).toMatch(
      /^<table><caption class="said-once"><span><strong>Created by<\/strong> <code>mg esp deploy<\/code><\/span>, for every resource\.<\/caption><thead><tr><th>Resource<\/th><th>Where<\/th><th>Removed by<\/th><\/tr>/,
    );
    // The rows sharing "none" come together and it spans them: bucket, distribution, then files.
    expect(rowsOf(resources).map((row) => row.length)).toEqual([3, 2, 3]);
  });

  it('keeps a column whose value some row lacks, and a table of two columns whole', () => {
    const pairs = table(
      ['Key', 'Meaning'],
      [
        ['a', 'same'],
        ['b', 'same'],
        ['c', 'same'],
      ],
    );
    sayRepeatsOnce(pairs);
    expect(toHtml(pairs)).not.toContain('<caption');
  });
});

describe('inline code and links in a table', () => {
  it('are marked to wrap only when long', () => {
    const cells = table(['a'], [[h('code', 'mg dmt deploy')], [h('code', 'cloudfront:CreateOriginAccessControl')]]);
    markLongInline(cells);
    expect(toHtml(cells)).toContain('<code>mg dmt deploy</code>');
    expect(toHtml(cells)).toContain('<code class="wraps">cloudfront:CreateOriginAccessControl</code>');
  });
});

describe("a command's AWS actions", () => {
  it('become a list after their label and link', () => {
    const item = h('li', [
      'AWS actions: ',
      h('code', 's3:CreateBucket'),
      ', ',
      h('code', 's3:PutObject'),
      ' (',
      h('a', { href: '/mg/overview/#aws-permissions' }, 'all permissions'),
      ').',
    ]);
    expect(listAwsActions(item)).toBe(true);
    expect(toHtml(item)).toBe(
      '<li>AWS actions (<a href="/mg/overview/#aws-permissions">all permissions</a>):' +
        '<ul class="aws-actions"><li><code>s3:CreateBucket</code></li><li><code>s3:PutObject</code></li></ul></li>',
    );
    expect(listAwsActions(h('li', ['Creates: the bucket']))).toBe(false);
  });
});

describe("a table's column names, for a phone where its rows stack", () => {
  it('names the columns from the second on', () => {
    const resources = table(['Resource', 'Created by', 'Removed by'], [['bucket', 'deploy', 'nobody']]);
    expect(columnLabels(resources)).toBe('--column-2:"Created by";--column-3:"Removed by"');
  });

  it('two columns (a key and what it is) read without names', () => {
    expect(columnLabels(table(['Key', 'Meaning'], [['dose', 'the size']]))).toBe('');
  });
});

describe("a table's header row, for the search", () => {
  it('is left out of the index; the rows stay in it', () => {
    const flags = table(['Flag', 'Description'], [['`--all`', 'Every deployment']]);
    unindexHeader(flags);
    const html = toHtml(flags);
    expect(html).toMatch(/<thead data-pagefind-ignore="all">/);
    expect(html).not.toMatch(/<tbody[^>]*data-pagefind-ignore/);
  });
});

describe('long inline code', () => {
  it('wraps at its spaces only: each word with a hyphen kept whole, the text unchanged', () => {
    const code = h('code', 'mg dmt db shop --local-port 15432');
    const cell = table(['A', 'B'], [['x', code]]);
    markLongInline(cell);
    const marked = ((cell.children[1] as Element).children[0] as Element).children[1] as Element;
    const inner = (marked.children[0] as Element).children as Element[];
    expect(toString(marked)).toBe('mg dmt db shop --local-port 15432');
    expect(
      inner.filter((node) => node.type === 'element').map((node) => [node.properties.className, toString(node)]),
    ).toEqual([[[WORD_CLASS], '--local-port']]);
  });
});
