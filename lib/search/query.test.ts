import { STOP_WORDS, queryTerms, withHighlight } from './query.ts';

describe('the words of a query', () => {
  it('leaves out words that carry no topic', () => {
    for (const word of ['how', 'do', 'i', 'my', 'the', 'which', 'what', 'does', 'can', 'a', 'to', 'of', 'every', 'yet'])
      expect(STOP_WORDS.has(word)).toBe(true);
    expect(queryTerms('How do I remove every deployment, without confirming?').terms).toEqual([
      'remove',
      'deployment',
      'confirming',
    ]);
    expect(queryTerms('where do I put my AWS keys').terms).toEqual(['aws', 'keys']);
  });

  it('reads a flag without its dashes, keeps it whole, and remembers it was typed as one', () => {
    expect(queryTerms('mg db --local-port')).toEqual({
      terms: ['mg', 'db', 'local-port'],
      flags: new Set(['local-port']),
      compare: false,
    });
    // "all" carries no topic, "--all" does.
    expect(queryTerms('delete --all').terms).toEqual(['delete', 'all']);
    expect(queryTerms('-y').flags).toEqual(new Set(['y']));
  });

  it('reads a comparison asked for, by a word not typed as a flag', () => {
    expect(queryTerms('dmt vs. lsd')).toMatchObject({ terms: ['dmt', 'vs', 'lsd'], compare: true });
    expect(queryTerms('difference between DMT and LSD')).toMatchObject({
      terms: ['difference', 'dmt', 'lsd'],
      compare: true,
    });
    expect(queryTerms('dmt and lsd').compare).toBe(false);
    expect(queryTerms('switch between two accounts').compare).toBe(false);
    expect(queryTerms('mg -vs').compare).toBe(false);
  });

  it('reads the question word a query starts with when it names the kind of answer', () => {
    expect(queryTerms('Where is my git token stored?')).toMatchObject({
      terms: ['git', 'token', 'stored'],
      asks: 'where',
    });
    expect(queryTerms('when to use esp').asks).toBe('when');
    expect(queryTerms("why won't it start").asks).toBe('why');
    // Not later in the query, where it rarely asks; not "how", "what" or "which", which name no kind of answer.
    expect(queryTerms('see which deployments we have and where they live').asks).toBeUndefined();
    expect(queryTerms('how do I set the region').asks).toBeUndefined();
    expect(queryTerms('what port').asks).toBeUndefined();
    // Read as any word is: "Where’s" is "where"; a flag is no question.
    expect(queryTerms('Where’s the token kept?').asks).toBe('where');
    expect(queryTerms('--where config').asks).toBeUndefined();
    expect(queryTerms("where'd my logs go")).toMatchObject({ terms: ['logs'], asks: 'where' });
    expect(queryTerms('we’re stuck, you’ll see').terms).toEqual(['stuck']);
  });

  it('keeps a query made of stop words only, once each', () => {
    expect(queryTerms('which which').terms).toEqual(['which']);
    expect(queryTerms('   ').terms).toEqual([]);
  });
});

describe('the address of a result', () => {
  it('carries the words to highlight before the fragment, once per word', () => {
    expect(withHighlight('/mg/cli/dmt/#option-dose', ['dose'])).toBe('/mg/cli/dmt/?highlight=dose#option-dose');
    expect(withHighlight('/mg/esp/', ['static', 'site'])).toBe('/mg/esp/?highlight=static&highlight=site');
    expect(withHighlight('/mg/esp/', [])).toBe('/mg/esp/');
  });
});
