import { createApiEmulator, subjectOf } from './api-emulator.ts';

type Emulator = ReturnType<typeof createApiEmulator>;

describe('API emulator', () => {
  let emulator: Emulator;
  let base: string;
  let control: string;

  beforeEach(async () => {
    emulator = createApiEmulator({ origins: ['http://localhost:3000'], slowMs: 200 });
    const ports = await emulator.start(0, 0);
    base = `http://localhost:${ports.port}`;
    control = `http://localhost:${ports.controlPort}`;
  });

  afterEach(() => emulator.stop());

  /** A POST to the control port, as JSON. */
  const post = (path: string, body: unknown = {}) =>
    fetch(`${control}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const setMode = (route: string, mode: string) => post('/mode', { route, mode });

  it('answers health, db health and wisdom', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/db-health`)).status).toBe(200);
    const wisdom = await (await fetch(`${base}/api/wisdom`, { method: 'POST' })).json();
    expect(wisdom.wisdom).toEqual({ quote: expect.any(String), orator: expect.any(String) });
  });

  it('allows CORS for the configured origin only', async () => {
    const allowed = await fetch(`${base}/health`, { headers: { Origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await fetch(`${base}/health`, { headers: { Origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('requires a bearer token and keeps a user per token subject', async () => {
    expect((await fetch(`${base}/api/auth/current-user`, { method: 'POST' })).status).toBe(401);
    const auth = { Authorization: 'Bearer token-a' };
    const first = await (await fetch(`${base}/api/auth/current-user`, { method: 'POST', headers: auth })).json();
    expect(first.data).toMatchObject({ name: null, updated_at: null, activeSessions: 1 });
    const updated = await (
      await fetch(`${base}/api/auth/update-profile`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: '  Ada ' }),
      })
    ).json();
    expect(updated.data).toMatchObject({ id: first.data.id, name: 'Ada', updated_at: expect.any(String) });
    const blank = await fetch(`${base}/api/auth/update-profile`, {
      method: 'POST',
      headers: auth,
      body: '{"name":" "}',
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Name cannot be empty' });
  });

  it('reads the subject of a JWT bearer token', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'U123' })).toString('base64url');
    expect(subjectOf(`x.${payload}.y`)).toBe('U123');
    expect(subjectOf('opaque')).toBe('opaque');
  });

  it('switches a route into error, non-json and slow modes, and back', async () => {
    await setMode('/health', 'error');
    const failed = await fetch(`${base}/health`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toHaveProperty('error');
    expect((await fetch(`${base}/db-health`)).status).toBe(200);

    await setMode('/health', 'non-json');
    const html = await fetch(`${base}/health`);
    expect(html.headers.get('content-type')).toBe('text/html');

    await setMode('/health', 'slow');
    const started = Date.now();
    await fetch(`${base}/health`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);

    await post('/reset');
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('switches modes and resets through JSON POSTs only, which a web page cannot send without a preflight', async () => {
    await fetch(`${base}/api/auth/current-user`, { method: 'POST', headers: { Authorization: 'Bearer token-a' } });
    const switches: RequestInit[] = [
      { body: '{"route":"*","mode":"error"}' }, // text/plain: a web page's simple request
      { body: '{"route":"*","mode":"error"}', headers: { 'Content-Type': 'text/plain' } },
      { body: 'route=*&mode=error', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      { body: new Blob(['{"route":"*","mode":"error"}']) }, // no Content-Type at all
      { body: '{"route":"*","mode":"error"}', headers: { 'Content-Type': 'application/jsonp' } },
    ];
    for (const init of switches) {
      for (const path of ['/mode', '/reset']) {
        const answer = await fetch(`${control}${path}`, { method: 'POST', ...init });
        expect(answer.status).toBe(415);
        expect(await answer.json()).toEqual({ error: expect.stringContaining('application/json') });
      }
    }
    // Nothing changed: no route fails, and the request log and users are still there.
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(emulator.requests.length).toBe(2);
    expect(emulator.users.size).toBe(1);
    // The preflight a cross-origin JSON POST needs is never approved.
    const preflight = await fetch(`${control}/mode`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // As JSON (a charset too), the same switch works.
    const json = await fetch(`${control}/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
      body: '{"route":"*","mode":"error"}',
    });
    expect(json.status).toBe(200);
    expect((await fetch(`${base}/health`)).status).toBe(500);
  });

  it('refuses connections when down, until reset', async () => {
    await setMode('*', 'down');
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    await post('/reset');
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });
});

describe('API emulator, stalled answers', () => {
  it('sends headers and part of a body, then nothing until reset', async () => {
    const emulator = createApiEmulator({ origins: ['http://localhost:3000'] });
    const { port } = await emulator.start(0, 0);
    await emulator.setMode('/api/auth/current-user', 'stall');
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/current-user`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = response.text();
    const first = await Promise.race([body.then(() => 'finished'), new Promise((r) => setTimeout(r, 300, 'stalled'))]);
    expect(first).toBe('stalled');
    await emulator.reset();
    await expect(body).rejects.toThrow();
    await emulator.stop();
  });
});

describe('API emulator, bounded stores', () => {
  let emulator: Emulator;

  afterEach(() => emulator.stop());

  it('keeps the newest users and the newest requests only', async () => {
    emulator = createApiEmulator({ origins: ['http://localhost:3000'], maxUsers: 2, maxRequests: 3 });
    const ports = await emulator.start(0, 0);
    for (const token of ['a', 'b', 'c']) {
      const answer = await fetch(`http://127.0.0.1:${ports.port}/api/auth/current-user`, {
        method: 'POST',
        headers: { Authorization: `Bearer token-${token}` },
      });
      expect(answer.status).toBe(200);
    }
    await fetch(`http://127.0.0.1:${ports.port}/health`);
    const control = `http://127.0.0.1:${ports.controlPort}`;
    const users = await (await fetch(`${control}/users`)).json();
    expect(users.map((u: { id: string }) => u.id)).toEqual(['usr_0002', 'usr_0003']);
    const requests = await (await fetch(`${control}/requests`)).json();
    expect(requests.map((r: { authorization: string | null }) => r.authorization)).toEqual([
      'Bearer token-b',
      'Bearer token-c',
      null,
    ]);
  });
});
