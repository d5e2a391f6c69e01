// The search ranking's rules: every number it goes by and the tiers of its order, each with why
// (rank.ts says how they fit together). The ranking is a function of them: rankHits and searchDocs
// take `rules` (RULES by default) and hand them on, and every module of the ranking reads each rule
// from there, so a rule is turned off by passing RULES with that one changed. What each rule earns
// is measured, not argued: `npm run search:replay -- --ablate` replays the open evaluation sets
// with RULES and then with each rule off in turn (`{ ...RULES, TOPIC_BOOST: 1 }`: ABLATIONS in
// scripts/measure/search-replay.mjs), and a rule that earns nothing there goes, unless a unit test
// pins the case it decides, one no open query holds. A rule is never added for one query. How to
// add one: README.md.
/**
 * A tier of the order: a place the scoring marks so (Scored) comes before every place it does not
 * mark, whatever their scores.
 */
export type Tier = 'subject' | 'commandFlag' | 'compares' | 'named';

const rules = {
  // Reading words.

  /** The shortest stem a word family shares (deploy, deployed): "v" (the alias -v) is no stem of "vs". */
  FAMILY_STEM: 3,

  // Where a word stands: how much it counts in a place.

  /** How much a word counts by where it stands (text counts 1, saturating at 2 over repeats). */
  FIELD_WEIGHTS: { title: 3.5, heading: 3, flag: 4, terms: 1.5 },
  /** A term not in a place but in what holds it (its page's title or subject words, its row's section heading) counts this much. */
  CONTEXT_WEIGHT: 0.75,
  /** A term found only in what holds a place covers this share of it. */
  CONTEXT_COVER: 0.75,
  /** Text in a section's flag rows counts this much for the section (the row itself is a result too). */
  ROW_TEXT_WEIGHT: 0.5,
  /** Text matches saturate (BM25's k1 and b): repeats count less, and less in a long place. */
  TEXT_SATURATION: 1.2,
  LENGTH_NORMALISATION: 0.5,
  /**
   * A word on more than this share of the pages counts as one on this share. The docs are a handful of
   * pages, all about deployments: a word on most of them ("aws", "credentials", "domain") is the topic
   * of many questions, not noise (the stop words are the noise, and never count). Rarity alone would
   * let a word that happens to stand on one page ("laptop", in a section about locks) outweigh all of
   * a question's topic words together.
   */
  COMMON_SHARE: 0.5,

  // What a place answers: boosts and shares of a place's score.

  /**
   * How much more a section counts when its heading is made of the query's words: by
   * 1 + (TOPIC_BOOST − 1) × the share of the query (by rarity, COMMON_SHARE aside) its heading holds;
   * TOPIC_BOOST when the heading holds the whole query.
   */
  TOPIC_BOOST: 6,
  /**
   * How much more a section counts when its heading holds the question word the query starts with
   * (ASKING_WORDS: "Where mg keeps its settings" for "where is my git token stored").
   */
  ASKED_BOOST: 1.5,
  /**
   * A page's top is its introduction, which mentions the page's tasks in passing. For a query of two or
   * more topic words the docs hold (a task: "remove everything the quick start created"), a section
   * that answers about as well is the better place to land, so the top scores this share of what it
   * holds, unless it is the query's subject or named for it (a comparison's page is). It yields only
   * to places that answer, though: never to one holding less than WEAK_COVERAGE of the query. A
   * one-word query may be about the page as a whole ("cdn"), and its top keeps its whole score.
   */
  TOP_SHARE: 0.7,
  /**
   * The share of the query a place holding none of its words counts as (only longer words that start
   * like them: "half" for "halfway"): far below any place that holds one, which MIN_SHARE_OF_BEST
   * then keeps it behind or out, but above nothing, so such a query still answers.
   */
  NONE_HELD_SHARE: 0.001,
  /** A score this much above another wins the comparison and is otherwise the same. */
  JUST_ABOVE: 1 + 1e-9,

  // Named for the query, held, weak: the thresholds.

  /** A place is named for the query when the words of its name hold more than this share of it (by rarity). */
  NAME_COVERAGE: 0.9,
  /** A flag row is named for a query (not typed as a flag) when its flag holds at least this share of the query. */
  ROW_NAME_SHARE: 0.5,
  /** A term is in the docs when some page holds a match of at least this strength (its own family, or most of it). */
  FOUND_STRENGTH: 0.5,
  /** A first result holding less than this share of the query, and not named for it, is a weak answer. */
  WEAK_COVERAGE: 0.6,
  /** A place scoring under this share of the best is noise, left out (unless named for the query). */
  MIN_SHARE_OF_BEST: 0.05,

  // The order.

  /**
   * The tiers, first first: a place comes before another when the first tier that tells them apart
   * holds it; places no tier tells apart go by score.
   * - `subject`: the top of the page whose subject the query names ("dream": every word in its title);
   * - `commandFlag`: the row of a flag typed with the command it belongs to (`mg dmt awake --port`:
   *   awake's --port, not trip's);
   * - `compares`: the page whose sections are the topics a comparison names ("dmt vs lsd");
   * - `named`: a place named for the query (the `nuke` heading, the `--dose` row, the section showing
   *   a typed command's usage), before places that only mention it.
   * A typed flag's row is named for the query, and its flag's name counts FIELD_WEIGHTS.flag: with no
   * tier or boost of its own, it lands first on every flag query of the open sets.
   */
  TIERS: ['subject', 'commandFlag', 'compares', 'named'] as readonly Tier[],

  // The list shown.

  /** At most this many results; at most this many from one page. */
  MAX_HITS: 10,
  MAX_HITS_PER_PAGE: 3,
  /** Among the first TOP_HITS results, at most TOP_PER_PAGE from one page while another page has results. */
  TOP_HITS: 3,
  TOP_PER_PAGE: 2,
  /** Words of text an excerpt shows around its matches. */
  EXCERPT_WORDS: 18,

  // Reading Pagefind's weights.

  /**
   * Pagefind's weight of a word in the page's title (its h1); Pagefind stores weights rounded, so a
   * location's weight is read within WEIGHT_SLACK of the weight it was given.
   */
  TITLE_WEIGHT: 7,
  WEIGHT_SLACK: 0.5,
};

/** The ranking's rules: RULES, or RULES with some changed (a rule turned off to measure what it earns). */
export type Rules = { readonly [Name in keyof typeof rules]: Readonly<(typeof rules)[Name]> };

/** The rules the search ranks by. */
export const RULES: Rules = rules;
