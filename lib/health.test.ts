import {
  HEALTH_MAX_POLL_MS,
  HEALTH_POLL_MS,
  HEALTH_TIMEOUT_MS,
  checkEndpoint,
  checkHealth,
  createPoller,
  nextPollDelay,
  telekinesisHealth,
} from '@/lib/health';

/** An answer with a small JSON body (none for the statuses that cannot have one). */
const response = (status: number) => new Response(status === 204 ? null : '{"status":"ok"}', { status });

function fakeFetch(statusByPath: Record<string, number | Error>) {
  const calls: string[] = [];
  const impl = jest.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    calls.push(path);
    const answer = statusByPath[path];
    if (answer instanceof Error) throw answer;
    return response(answer ?? 404);
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

const base = { apiUrl: 'http://api.test', telekinesisQueueUrl: undefined };

describe('health constants', () => {
  it('polls every 30000 ms', () => {
    expect(HEALTH_POLL_MS).toBe(30_000);
  });
});

describe('checkHealth', () => {
  it('is healthy when /health and /db-health answer 200', async () => {
    const { impl, calls } = fakeFetch({ '/health': 200, '/db-health': 200 });
    const health = await checkHealth({ ...base, checksApi: true, fetch: impl, log: jest.fn() });
    expect(health).toEqual({ api: 'healthy', db: 'healthy', telekinesis: 'n/a' });
    expect(calls.sort()).toEqual(['/db-health', '/health']);
  });

  it('marks a non-200 answer unhealthy and logs "API health check failed"', async () => {
    const { impl } = fakeFetch({ '/health': 500, '/db-health': 200 });
    const log = jest.fn();
    const health = await checkHealth({ ...base, checksApi: true, fetch: impl, log });
    expect(health.api).toBe('unhealthy');
    expect(health.db).toBe('healthy');
    expect(log).toHaveBeenCalledWith('API health check failed', expect.any(Error));
  });

  it('marks a network error unhealthy and logs "Database health check failed"', async () => {
    const { impl } = fakeFetch({ '/health': 200, '/db-health': new TypeError('Failed to fetch') });
    const log = jest.fn();
    const health = await checkHealth({ ...base, checksApi: true, fetch: impl, log });
    expect(health.db).toBe('unhealthy');
    expect(log).toHaveBeenCalledWith('Database health check failed', expect.any(TypeError));
  });

  it('treats 204 and redirects as unhealthy: only 200 is healthy', async () => {
    const { impl } = fakeFetch({ '/health': 204, '/db-health': 301 });
    const health = await checkHealth({ ...base, checksApi: true, fetch: impl, log: jest.fn() });
    expect(health).toMatchObject({ api: 'unhealthy', db: 'unhealthy' });
  });

  it('answers n/a for api and db and requests nothing when api checks are off (ethereal)', async () => {
    const { impl, calls } = fakeFetch({});
    const health = await checkHealth({ ...base, checksApi: false, fetch: impl, log: jest.fn() });
    expect(health).toEqual({ api: 'n/a', db: 'n/a', telekinesis: 'n/a' });
    expect(calls).toEqual([]);
  });

  it('reports telekinesis healthy when a queue URL is known, unhealthy with a log on error', async () => {
    const { impl } = fakeFetch({ '/health': 200, '/db-health': 200 });
    const ok = await checkHealth({
      ...base,
      checksApi: true,
      telekinesisQueueUrl: 'https://sqs.test/q',
      fetch: impl,
      log: jest.fn(),
    });
    expect(ok.telekinesis).toBe('healthy');
    const log = jest.fn();
    const bad = await checkHealth({ ...base, checksApi: false, telekinesisQueueUrl: 'not a url', fetch: impl, log });
    expect(bad.telekinesis).toBe('unhealthy');
    expect(log).toHaveBeenCalledWith('Telekinesis health check failed', expect.anything());
    expect(telekinesisHealth(undefined)).toBe('n/a');
  });
});

describe('checkHealth progress', () => {
  it('reports each check as it ends, the fast one before the slow one', async () => {
    let releaseApi: (r: Response) => void = () => {};
    const impl = jest.fn((url: string) =>
      url.endsWith('/db-health')
        ? Promise.resolve(response(200))
        : new Promise<Response>((resolve) => (releaseApi = resolve)),
    ) as unknown as typeof fetch;
    const heard: [string, string][] = [];
    const round = checkHealth({ ...base, checksApi: true, fetch: impl, log: jest.fn() }, (key, value) =>
      heard.push([key, value]),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([
      ['telekinesis', 'n/a'],
      ['db', 'healthy'],
    ]);
    releaseApi(response(200));
    await round;
    expect(heard[2]).toEqual(['api', 'healthy']);
  });
});

describe('checkEndpoint timeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`gives up after ${HEALTH_TIMEOUT_MS} ms`, async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const result = checkEndpoint('http://api.test/health', { fetch: hanging });
    const settled = jest.fn();
    result.catch(settled);
    await jest.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });
});

describe('checkEndpoint body', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A 200 whose body sends a little and then nothing more; `cancelled` tells whether it was given up on. */
  function stalledAnswer() {
    const state = { cancelled: false };
    const impl = ((_url: string, init: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
        cancel() {
          state.cancelled = true;
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }) as unknown as typeof fetch;
    return { impl, state };
  }

  it(`counts a 200 whose body stalls as failed at ${HEALTH_TIMEOUT_MS} ms, not healthy`, async () => {
    const { impl } = stalledAnswer();
    const settled = jest.fn();
    const result = checkEndpoint('http://api.test/health', { fetch: impl }).then(
      () => settled('healthy'),
      () => settled('failed'),
    );
    await jest.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await result;
    expect(settled).toHaveBeenCalledWith('failed');
  });

  it('cancels the body of an answer other than 200', async () => {
    let cancelled = false;
    const body = new ReadableStream({
      cancel() {
        cancelled = true;
      },
    });
    const impl = (async () => new Response(body, { status: 503 })) as unknown as typeof fetch;
    await expect(checkEndpoint('http://api.test/health', { fetch: impl })).rejects.toThrow('status 503');
    expect(cancelled).toBe(true);
  });
});

describe('createPoller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs on start and then every 30000 ms', async () => {
    const round = jest.fn(() => Promise.resolve());
    const poller = createPoller(round);
    poller.start();
    expect(round).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS - 1);
    expect(round).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS);
    expect(round).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('never starts a round while one is in flight', async () => {
    let finish: () => void = () => {};
    const round = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const poller = createPoller(round);
    poller.start();
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS * 2);
    expect(round).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS);
    expect(round).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('stops polling on stop()', async () => {
    const round = jest.fn(() => Promise.resolve());
    const poller = createPoller(round);
    poller.start();
    poller.stop();
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS * 3);
    expect(round).toHaveBeenCalledTimes(1);
  });
});

describe('createPoller: back-off, pause and abort', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 30 s, 30 s, 60 s, then 120 s at most after failed rounds, and 30 s again after a success', async () => {
    expect([0, 1, 2, 3, 4, 9].map((failures) => nextPollDelay(failures))).toEqual([
      30_000, 30_000, 60_000, 120_000, 120_000, 120_000,
    ]);
    const outcomes = [false, false, false, false, true, true];
    const at: number[] = [];
    const round = jest.fn(async () => {
      at.push(Date.now());
      return outcomes.shift() ?? true;
    });
    const start = Date.now();
    const poller = createPoller(round);
    poller.start();
    await jest.advanceTimersByTimeAsync(30_000 + 60_000 + 120_000 + 120_000 + 30_000);
    poller.stop();
    expect(at.map((t) => t - start)).toEqual([0, 30_000, 90_000, 210_000, 330_000, 360_000]);
    expect(HEALTH_MAX_POLL_MS).toBe(120_000);
  });

  it('runs no round while paused and one at once on resume', async () => {
    const round = jest.fn(async () => true);
    const poller = createPoller(round);
    poller.start();
    poller.pause();
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS * 4);
    expect(round).toHaveBeenCalledTimes(1);
    poller.resume();
    expect(round).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS);
    expect(round).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('keeps the schedule across pauses: showing a tab early runs nothing until the round is due', async () => {
    const round = jest.fn(async () => false);
    const poller = createPoller(round);
    poller.start();
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i++) {
      poller.pause();
      await jest.advanceTimersByTimeAsync(500);
      poller.resume();
      await jest.advanceTimersByTimeAsync(500);
    }
    expect(round).toHaveBeenCalledTimes(1); // 10 s in, the next round is due at 30 s
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS - 10_000 - 1);
    expect(round).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('started while paused (a tab opened hidden), runs its first round only on resume', async () => {
    const round = jest.fn(async () => true);
    const poller = createPoller(round);
    poller.pause();
    poller.start();
    await jest.advanceTimersByTimeAsync(HEALTH_POLL_MS * 3);
    expect(round).not.toHaveBeenCalled();
    poller.resume();
    expect(round).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('aborts the round in flight on stop()', async () => {
    let signal: AbortSignal | undefined;
    const poller = createPoller((s) => {
      signal = s;
      return new Promise(() => {});
    });
    poller.start();
    expect(signal?.aborted).toBe(false);
    poller.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('aborts the checks’ requests with the round, and logs nothing for them', async () => {
    const log = jest.fn();
    const controller = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as unknown as typeof fetch;
    const round = checkHealth({
      apiUrl: 'http://api.test',
      checksApi: true,
      telekinesisQueueUrl: undefined,
      fetch: hanging,
      log,
      signal: controller.signal,
    });
    controller.abort();
    await round;
    expect(log).not.toHaveBeenCalled();
  });
});
