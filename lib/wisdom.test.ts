import {
  INITIAL_WISDOM,
  WISDOM_CONNECT_ERROR,
  WISDOM_ERROR_RESET_MS,
  WISDOM_SERVER_ERROR_RESET_MS,
  WISDOM_SUCCESS_RESET_MS,
  WISDOM_TIMEOUT_MS,
  resetDelay,
  wisdomReducer,
  type WisdomState,
} from '@/lib/wisdom';
import { fetchWisdom, readWisdom } from '@/lib/wisdom-request';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status === 200, status, json: async () => body })) as unknown as typeof fetch & jest.Mock;

describe('wisdom timings', () => {
  it('resets 5 s after success, 3 s after a connection error and 5 s after a server error', () => {
    expect(WISDOM_SUCCESS_RESET_MS).toBe(5000);
    expect(WISDOM_ERROR_RESET_MS).toBe(3000);
    expect(WISDOM_SERVER_ERROR_RESET_MS).toBe(5000);
    const done = (extra: object) => ({ status: 'done', ...extra }) as WisdomState;
    expect(resetDelay(done({ kind: 'success', quote: 'q', orator: 'o' }))).toBe(5000);
    expect(resetDelay(done({ kind: 'error', error: WISDOM_CONNECT_ERROR, fromServer: false }))).toBe(3000);
    expect(resetDelay(done({ kind: 'error', error: 'Quota exceeded', fromServer: true }))).toBe(5000);
    expect(resetDelay({ status: 'testing' })).toBeNull();
    expect(resetDelay(INITIAL_WISDOM)).toBeNull();
  });
});

describe('wisdomReducer', () => {
  it('goes idle → testing → done → idle', () => {
    const testing = wisdomReducer(INITIAL_WISDOM, { type: 'start' });
    expect(testing).toEqual({ status: 'testing' });
    const done = wisdomReducer(testing, { type: 'resolve', result: { kind: 'success', quote: 'q', orator: 'o' } });
    expect(done).toEqual({ status: 'done', kind: 'success', quote: 'q', orator: 'o' });
    expect(wisdomReducer(done, { type: 'reset' })).toEqual(INITIAL_WISDOM);
  });

  it('ignores a second start while testing, and a late answer after a reset', () => {
    const testing = wisdomReducer(INITIAL_WISDOM, { type: 'start' });
    expect(wisdomReducer(testing, { type: 'start' })).toBe(testing);
    expect(
      wisdomReducer(INITIAL_WISDOM, { type: 'resolve', result: { kind: 'success', quote: 'q', orator: 'o' } }),
    ).toBe(INITIAL_WISDOM);
    expect(wisdomReducer(testing, { type: 'reset' })).toBe(testing);
  });
});

describe('readWisdom', () => {
  it('reads wisdom.quote and wisdom.orator', () => {
    expect(readWisdom(true, { wisdom: { quote: 'Q', orator: 'O' } })).toEqual({
      kind: 'success',
      quote: 'Q',
      orator: 'O',
    });
  });

  it('reads error, message and instructions of a server error', () => {
    expect(
      readWisdom(false, { error: 'No wisdom configured', message: 'The table is empty', instructions: 'Run the seed' }),
    ).toEqual({
      kind: 'error',
      error: 'No wisdom configured',
      message: 'The table is empty',
      instructions: 'Run the seed',
      fromServer: true,
    });
  });

  it('treats an error field in a 200 answer as a server error', () => {
    expect(readWisdom(true, { error: 'Nope' })).toMatchObject({ kind: 'error', error: 'Nope', fromServer: true });
  });

  it('says "Failed to connect to API" for any failure without a server error text (3 s reset)', () => {
    for (const [ok, body] of [
      [true, { wisdom: 'text' }],
      [false, undefined],
      [false, { message: 'only a message' }],
      [false, { error: '   ' }],
    ] as const) {
      expect(readWisdom(ok, body)).toMatchObject({ kind: 'error', error: WISDOM_CONNECT_ERROR, fromServer: false });
    }
    expect(resetDelay({ status: 'done', ...readWisdom(false, undefined) })).toBe(WISDOM_ERROR_RESET_MS);
  });
});

describe('fetchWisdom', () => {
  it('POSTs to /api/wisdom', async () => {
    const fetchImpl = answer(200, { wisdom: { quote: 'Q', orator: 'O' } });
    expect(await fetchWisdom('http://api', { fetch: fetchImpl })).toMatchObject({ kind: 'success' });
    expect(fetchImpl.mock.calls[0][0]).toBe('http://api/api/wisdom');
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ method: 'POST' });
  });

  it('answers "Failed to connect to API" when the request fails', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchWisdom('http://api', { fetch: failing })).toEqual({
      kind: 'error',
      error: 'Failed to connect to API',
      fromServer: false,
    });
  });

  it(`answers "Failed to connect to API" after ${WISDOM_TIMEOUT_MS} ms without an answer`, async () => {
    jest.useFakeTimers();
    const hanging = ((_u: string, init: RequestInit) =>
      new Promise((_r, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    const result = fetchWisdom('http://api', { fetch: hanging });
    await jest.advanceTimersByTimeAsync(WISDOM_TIMEOUT_MS);
    expect(await result).toMatchObject({ error: WISDOM_CONNECT_ERROR, fromServer: false });
    jest.useRealTimers();
  });

  it('answers a server error for a 500 with a JSON error body', async () => {
    expect(await fetchWisdom('http://api', { fetch: answer(500, { error: 'Boom' }) })).toMatchObject({
      error: 'Boom',
      fromServer: true,
    });
  });
});

describe('fetchWisdom without a server error text', () => {
  it('answers "Failed to connect to API" for a 500 with no error field', async () => {
    expect(await fetchWisdom('http://api', { fetch: answer(500, {}) })).toMatchObject({
      error: WISDOM_CONNECT_ERROR,
      fromServer: false,
    });
  });
});
