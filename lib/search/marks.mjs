// What the build tells the search of each docs page's places, beside Pagefind's index: Pagefind
// gives a page's words and the elements with an id (its anchors) where they stand; the marks say
// what those elements are (their kinds: marks.d.mts). The docs pipeline marks each as it makes it
// (lib/mdx/anchor-ids.mjs: SEARCH_MARK), app/search-marks.json/route.ts lists every indexed page's
// marks at SEARCH_MARKS_URL, the build checks they name exactly the indexed pages
// (scripts/build/build-site.mjs), and the search fetches them with the index. Plain JS: the build
// scripts read it too.

/** Where the build serves the marks (the route at app/search-marks.json/). */
export const SEARCH_MARKS_URL = '/search-marks.json';
