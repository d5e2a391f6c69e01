// The search ranking's rules, each a named number with why (lib/search/rank.ts applies them; its
// header says how they fit together). What each earns is measured, not argued: `npm run
// search:replay -- --ablate` replays the open evaluation sets with each rule off in turn
// (scripts/measure/search-replay.mjs lists the line that makes each), and a rule that earns
// nothing there goes, unless a unit test pins the case it decides, one no open query holds
// (lib/search/rank.test.ts). A rule is never added for one query.

// Reading words.

/** The shortest stem a word family shares (deploy, deployed): "v" (the alias -v) is no stem of "vs". */
export const FAMILY_STEM = 3;

// Where a word stands: how much it counts in a place.

/** How much a word counts by where it stands (text counts 1, saturating at 2 over repeats). */
export const FIELD_WEIGHTS = { title: 3.5, heading: 3, flag: 4, terms: 1.5 } as const;
/** A term not in a place but in what holds it (its page's title or subject words, its row's section heading) counts this much. */
export const CONTEXT_WEIGHT = 0.75;
/** A term found only in what holds a place covers this share of it. */
export const CONTEXT_COVER = 0.75;
/** Text in a section's flag rows counts this much for the section (the row itself is a result too). */
export const ROW_TEXT_WEIGHT = 0.5;
/** Text matches saturate (BM25's k1 and b): repeats count less, and less in a long place. */
export const TEXT_SATURATION = 1.2;
export const LENGTH_NORMALISATION = 0.5;
/**
 * A word on more than this share of the pages counts as one on this share. The docs are a handful of
 * pages, all about deployments: a word on most of them ("aws", "credentials", "domain") is the topic
 * of many questions, not noise (the stop words are the noise, and never count). Rarity alone would
 * let a word that happens to stand on one page ("laptop", in a section about locks) outweigh all of
 * a question's topic words together.
 */
export const COMMON_SHARE = 0.5;

// What a place answers: boosts and shares of a place's score.

/**
 * How much more a section counts when its heading is made of the query's words: by
 * 1 + (TOPIC_BOOST − 1) × the share of the query (by rarity, COMMON_SHARE aside) its heading holds;
 * TOPIC_BOOST when the heading holds the whole query.
 */
export const TOPIC_BOOST = 6;
/**
 * How much more a section counts when its heading holds the question word the query starts with
 * (ASKING_WORDS: "Where mg keeps its settings" for "where is my git token stored").
 */
export const ASKED_BOOST = 1.5;
/**
 * A page's top is its introduction, which mentions the page's tasks in passing. For a query of two or
 * more topic words the docs hold (a task: "remove everything the quick start created"), a section
 * that answers about as well is the better place to land, so the top scores this share of what it
 * holds, unless it is the query's subject or named for it (a comparison's page is). It yields only
 * to places that answer, though: never to one holding less than WEAK_COVERAGE of the query. A
 * one-word query may be about the page as a whole ("cdn"), and its top keeps its whole score.
 */
export const TOP_SHARE = 0.7;
/**
 * The share of the query a place holding none of its words counts as (only longer words that start
 * like them: "half" for "halfway"): far below any place that holds one, which MIN_SHARE_OF_BEST
 * then keeps it behind or out, but above nothing, so such a query still answers.
 */
export const NONE_HELD_SHARE = 0.001;
/** A score this much above another wins the comparison and is otherwise the same. */
export const JUST_ABOVE = 1 + 1e-9;

// Named for the query, held, weak: the thresholds.

/** A place is named for the query when the words of its name hold more than this share of it (by rarity). */
export const NAME_COVERAGE = 0.9;
/** A flag row is named for a query (not typed as a flag) when its flag holds at least this share of the query. */
export const ROW_NAME_SHARE = 0.5;
/** A term is in the docs when some page holds a match of at least this strength (its own family, or most of it). */
export const FOUND_STRENGTH = 0.5;
/** A first result holding less than this share of the query, and not named for it, is a weak answer. */
export const WEAK_COVERAGE = 0.6;
/** A place scoring under this share of the best is noise, left out (unless named for the query). */
export const MIN_SHARE_OF_BEST = 0.05;

// The list shown.

/** At most this many results; at most this many from one page. */
export const MAX_HITS = 10;
export const MAX_HITS_PER_PAGE = 3;
/** Among the first TOP_HITS results, at most TOP_PER_PAGE from one page while another page has results. */
export const TOP_HITS = 3;
export const TOP_PER_PAGE = 2;
/** Words of text an excerpt shows around its matches. */
export const EXCERPT_WORDS = 18;

// Reading Pagefind's weights.

/**
 * Pagefind's weight of a word in the page's title (its h1); Pagefind stores weights rounded, so a
 * location's weight is read within WEIGHT_SLACK of the weight it was given.
 */
export const TITLE_WEIGHT = 7;
export const WEIGHT_SLACK = 0.5;
