import {
  API_NETWORK_ERROR,
  API_SERVER_ERROR,
  API_TIMEOUT_MS,
  ApiError,
  apiRequest,
  apiToken,
  findToken,
  serverErrorText,
} from '@/lib/api';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

function reply(status: number, body: unknown, { json = true } = {}) {
  return jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (!json) throw new SyntaxError('Unexpected token <');
      return body;
    },
  })) as unknown as typeof fetch & jest.Mock;
}

describe('findToken', () => {
  it('prefers Descope’s DS key in localStorage', () => {
    expect(findToken({ localStorage: storage({ DS: 'a', sessionToken: 'b' }), session: () => 'c' })).toBe('a');
  });

  it('looks through the keys in order, then session storage, then the session', () => {
    expect(findToken({ localStorage: storage({ authToken: 'x' }) })).toBe('x');
    expect(findToken({ localStorage: storage({}), sessionStorage: storage({ DS: 's' }) })).toBe('s');
    expect(findToken({ localStorage: storage({}), session: () => 'from-sdk' })).toBe('from-sdk');
    expect(findToken({ localStorage: storage({}), session: () => undefined })).toBeNull();
  });
});

describe('apiRequest', () => {
  it('posts JSON with the bearer token and answers the body', async () => {
    const fetchImpl = reply(200, { data: { id: 'u1' } });
    const body = await apiRequest('/api/auth/current-user', { token: 'tok', baseUrl: 'http://api', fetch: fetchImpl });
    expect(body).toEqual({ data: { id: 'u1' } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://api/api/auth/current-user');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchImpl = reply(200, {});
    await apiRequest('/x', { baseUrl: 'http://api', fetch: fetchImpl });
    expect(fetchImpl.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
  });

  it('throws the server’s error text', async () => {
    const error = await apiRequest('/x', {
      baseUrl: 'http://api',
      fetch: reply(400, { error: 'Name cannot be empty' }),
    }).then(
      () => {
        throw new Error('expected a rejection');
      },
      (e: unknown) => e as ApiError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Name cannot be empty');
    expect(error.status).toBe(400);
  });

  it('throws "Server error occurred" when the error body has no text or is not JSON', async () => {
    await expect(apiRequest('/x', { baseUrl: 'http://api', fetch: reply(500, {}) })).rejects.toThrow(API_SERVER_ERROR);
    await expect(apiRequest('/x', { baseUrl: 'http://api', fetch: reply(502, null, { json: false }) })).rejects.toThrow(
      API_SERVER_ERROR,
    );
    await expect(apiRequest('/x', { baseUrl: 'http://api', fetch: reply(200, null, { json: false }) })).rejects.toThrow(
      API_SERVER_ERROR,
    );
  });

  it('throws "Network error - please check your connection" when the request fails', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiRequest('/x', { baseUrl: 'http://api', fetch: failing })).rejects.toThrow(API_NETWORK_ERROR);
    expect(API_NETWORK_ERROR).toBe('Network error - please check your connection');
  });

  it(`gives up after ${API_TIMEOUT_MS} ms with the network error`, async () => {
    jest.useFakeTimers();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    const result = apiRequest('/x', { baseUrl: 'http://api', fetch: hanging }).catch((e) => e.message);
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await result).toBe(API_NETWORK_ERROR);
    jest.useRealTimers();
  });
});

describe('serverErrorText', () => {
  it('reads error, then message', () => {
    expect(serverErrorText({ error: 'E', message: 'M' })).toBe('E');
    expect(serverErrorText({ message: 'M' })).toBe('M');
    expect(serverErrorText({ error: '' })).toBeUndefined();
    expect(serverErrorText('text')).toBeUndefined();
  });
});

describe('apiRequest time limit', () => {
  afterEach(() => jest.useRealTimers());

  it('covers the body: headers then a stall is a network error at the limit, not a hang', async () => {
    jest.useFakeTimers();
    const stalled = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: () => new Promise(() => {}),
    })) as unknown as typeof fetch;
    const result = apiRequest('/api/auth/current-user', { baseUrl: 'http://api', fetch: stalled, timeoutMs: 1_000 });
    const settled = expect(result).rejects.toMatchObject({ message: API_NETWORK_ERROR, status: null });
    await jest.advanceTimersByTimeAsync(1_000);
    await settled;
  });

  it(`gives up on a server that never answers after ${API_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    const silent = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    const result = apiRequest('/health', { method: 'GET', baseUrl: 'http://api', fetch: silent });
    const settled = expect(result).rejects.toMatchObject({ message: API_NETWORK_ERROR });
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await settled;
  });
});

describe('the bearer token in a browser', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'document');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'document', original);
    else delete (globalThis as { document?: unknown }).document;
    delete (globalThis as { window?: unknown }).window;
  });

  it('never comes from a cookie, which a sibling subdomain can plant on this site', () => {
    let cookieRead = false;
    Object.defineProperty(globalThis, 'document', {
      configurable: true,
      get: () => ({
        get cookie() {
          cookieRead = true;
          return 'DS=planted; sessionToken=planted; authToken=planted';
        },
      }),
    });
    (globalThis as { window?: unknown }).window = { localStorage: storage({}), sessionStorage: storage({}) };
    expect(apiToken()).toBeNull();
    expect(apiToken('from-sdk')).toBe('from-sdk');
    expect(cookieRead).toBe(false);
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(findToken({ localStorage: throwing, sessionStorage: throwing, session: () => 'from-sdk' })).toBe('from-sdk');
  });
});
