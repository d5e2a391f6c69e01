// The measures' one median, for every script that sums up repeated runs.

/**
 * The median: the middle value, or the mean of the two middle ones of an even count. NaN for none,
 * so that a measure that measured nothing fails every gate (NaN is under no budget).
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return NaN;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The item that stands for a set of runs: the one whose `value` is the middle one (of an even
 * count, the upper of the two middle ones, so that it is a run that happened); undefined for none.
 */
export function middleRun(items, value) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor(sorted.length / 2)];
}
