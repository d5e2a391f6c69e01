// Where a command's usage lines stand in the docs: the reference puts an empty element with this id
// just before them (`<span id="usage-esp_deploy">` before `mg esp deploy <folder> …`), marked for
// the site search with its command (lib/mdx/cli-reference.ts), so that a query that types the
// command (`mg esp deploy ./dist`) finds the section showing it. The id keeps its form for the
// addresses: the build refuses a former anchor that takes it (lib/mdx/former-anchors.ts).

export const USAGE_ID_PREFIX = 'usage-';
/** Joins a command's words in its id: a character no command word holds (words may hold a hyphen). */
const WORD_JOINER = '_';

/** The id marking a command's usage: `usage-esp_deploy` for `esp deploy`. */
export const usageId = (path: string) => `${USAGE_ID_PREFIX}${path.trim().split(/\s+/).join(WORD_JOINER)}`;

/** The command a usage id marks, as its words (`['esp', 'deploy']`), or null for any other id. */
export function commandOfUsageId(id: string): string[] | null {
  if (!id.startsWith(USAGE_ID_PREFIX) || id.length === USAGE_ID_PREFIX.length) return null;
  return id.slice(USAGE_ID_PREFIX.length).split(WORD_JOINER);
}
