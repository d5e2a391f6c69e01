import { COUNTER_RANGES, DEMO_REFRESH_MS, drawCounters, randomInt } from '@/lib/demo-counters';
import { seededRandom } from '@/lib/test-random';

describe('demo counters', () => {
  it('refresh every 3 s', () => {
    expect(DEMO_REFRESH_MS).toBe(3000);
  });

  it('stay within deployments 1-10, lambdas 20-69, queues 2-6 and reach both ends over many draws', () => {
    expect(COUNTER_RANGES).toEqual({ deployments: [1, 10], lambdas: [20, 69], queues: [2, 6] });
    const random = seededRandom(42);
    const seen = { deployments: new Set<number>(), lambdas: new Set<number>(), queues: new Set<number>() };
    for (let i = 0; i < 10_000; i++) {
      const counters = drawCounters(random);
      seen.deployments.add(counters.deployments);
      seen.lambdas.add(counters.lambdas);
      seen.queues.add(counters.queues);
      expect(counters.uptime).toMatch(/^99\.(9\d)%$/);
    }
    for (const key of ['deployments', 'lambdas', 'queues'] as const) {
      const [min, max] = COUNTER_RANGES[key];
      expect(Math.min(...seen[key])).toBe(min);
      expect(Math.max(...seen[key])).toBe(max);
      expect(seen[key].size).toBe(max - min + 1);
    }
  });

  it('maps the ends of the random source to the ends of the range', () => {
    expect(randomInt(20, 69, () => 0)).toBe(20);
    expect(randomInt(20, 69, () => 0.999999)).toBe(69);
  });
});
