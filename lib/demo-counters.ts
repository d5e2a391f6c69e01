// The telekinesis lsd tab's demo counters: random numbers redrawn every 3 s.
export const DEMO_REFRESH_MS = 3_000;

/** Inclusive ranges. */
export const COUNTER_RANGES = {
  deployments: [1, 10],
  lambdas: [20, 69],
  queues: [2, 6],
} as const;
/** Uptime is shown as a percentage with two decimals within this range. */
export const UPTIME_RANGE = [99.9, 99.99] as const;

export interface DemoCounters {
  deployments: number;
  lambdas: number;
  queues: number;
  /** e.g. "99.95%" */
  uptime: string;
}

/** A whole number in [min, max], from a random source in [0, 1). */
export function randomInt(min: number, max: number, random: () => number = Math.random): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function drawCounters(random: () => number = Math.random): DemoCounters {
  const [low, high] = UPTIME_RANGE;
  const hundredths = randomInt(Math.round(low * 100), Math.round(high * 100), random);
  return {
    deployments: randomInt(...COUNTER_RANGES.deployments, random),
    lambdas: randomInt(...COUNTER_RANGES.lambdas, random),
    queues: randomInt(...COUNTER_RANGES.queues, random),
    uptime: `${(hundredths / 100).toFixed(2)}%`,
  };
}
