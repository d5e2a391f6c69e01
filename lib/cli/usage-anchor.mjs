// Where a command's usage lines stand in the docs: the reference puts an empty element with this id
// just before them (`<span id="usage-esp-deploy">` before `mg esp deploy <folder> …`), so that the
// site search knows which section documents each command, and a query that types the command
// (`mg esp deploy ./dist`) finds it. Plain: the search loads it in the browser.

export const USAGE_ID_PREFIX = 'usage-';

/** The id marking a command's usage: `usage-esp-deploy` for `esp deploy`. */
export const usageId = (path) => `${USAGE_ID_PREFIX}${path.trim().split(/\s+/).join('-')}`;

/** The command a usage id marks, as its words (`['esp', 'deploy']`), or null for any other id. */
export function commandOfUsageId(id) {
  if (!id.startsWith(USAGE_ID_PREFIX) || id.length === USAGE_ID_PREFIX.length) return null;
  return id.slice(USAGE_ID_PREFIX.length).split('-');
}
