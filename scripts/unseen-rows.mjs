// Which held-out queries are still unseen. Writers of different sets can type the same query word
// for word, and a held-out query that also stands in an open set has been tuned on: it measures
// nothing the open set does not. Pure: tested in scripts/unseen-rows.test.mjs.

/**
 * The rows of the sealed sets (`sealed`: their names) whose query, case and outer spaces aside, is
 * in no open set's row and no earlier sealed row: each unseen query once.
 */
export function unseenRows(rows, sealed) {
  const key = (row) => row.query.trim().toLowerCase();
  const held = new Set(sealed);
  const counted = new Set(rows.filter((row) => !held.has(row.set)).map(key));
  return rows.filter((row) => {
    if (!held.has(row.set) || counted.has(key(row))) return false;
    counted.add(key(row));
    return true;
  });
}
