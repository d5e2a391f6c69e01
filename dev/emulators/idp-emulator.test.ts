import { createIdpEmulator } from './idp-emulator.ts';

const SITE = 'http://localhost:3000';
const PROJECT = 'P2TESTPROJECT000000000000000';

type Options = Parameters<typeof createIdpEmulator>[0];

/** An emulator on free ports, with the URLs of its two servers. */
async function startIdp(options: Options = {}) {
  const idp = createIdpEmulator({ origins: [SITE], ...options });
  const { port, controlPort } = await idp.start(0, 0);
  return { idp, base: `http://127.0.0.1:${port}`, control: `http://127.0.0.1:${controlPort}` };
}

/** The code the consent page's "Continue" hands back to the site (null when there is none). */
async function codeFrom(base: string) {
  const back = await fetch(`${base}/consent/continue?provider=github&redirect=${SITE}/auth/callback`, {
    redirect: 'manual',
  });
  return new URL(back.headers.get('location')!).searchParams.get('code');
}

const exchange = (base: string, code: string | null) =>
  fetch(`${base}/v1/auth/oauth/exchange`, { method: 'POST', body: JSON.stringify({ code }) });

/** A full sign-in: a code, exchanged for a session; answers its refresh token. */
async function signIn(base: string): Promise<string> {
  const answer = await exchange(base, await codeFrom(base));
  expect(answer.status).toBe(200);
  return (await answer.json()).refreshJwt;
}

const me = (base: string, refreshJwt: string) =>
  fetch(`${base}/v1/auth/me`, { headers: { Authorization: `Bearer ${PROJECT}:${refreshJwt}` } });

describe('identity-provider emulator', () => {
  let idp: ReturnType<typeof createIdpEmulator>;
  let base: string;

  beforeEach(async () => {
    ({ idp, base } = await startIdp());
  });

  afterEach(() => idp.stop());

  it('answers a request missing a parameter with 400, and keeps serving', async () => {
    for (const path of ['/consent/continue', '/consent/continue?redirect=not-a-url']) {
      expect((await fetch(`${base}${path}`, { redirect: 'manual' })).status).toBe(400);
    }
    expect((await fetch(`${base}/v1/auth/oauth/authorize?provider=github`, { method: 'POST' })).status).toBe(400);
    const back = await fetch(`${base}/consent/continue?provider=github&redirect=http://localhost:3000/auth/callback`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?code=[0-9a-f]+$/);
  });

  it('redirects back to the site origins only', async () => {
    for (const redirect of [
      'https://attacker.example/cb',
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'http://localhost:3000@attacker.example/cb',
      'http://localhost:3001/auth/callback',
      'https://localhost:3000/auth/callback',
      '//attacker.example/cb',
    ]) {
      const url = `${base}/consent/continue?provider=github&redirect=${encodeURIComponent(redirect)}`;
      const answer = await fetch(url, { redirect: 'manual' });
      expect([redirect, answer.status, answer.headers.get('location')]).toEqual([redirect, 400, null]);
    }
    const back = await fetch(
      `${base}/consent/continue?provider=github&redirect=${encodeURIComponent(`${SITE}/auth/callback?next=/home`)}`,
      { redirect: 'manual' },
    );
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?next=%2Fhome&code=/);
  });

  it('exchanges a code once', async () => {
    const code = await codeFrom(base);
    expect((await exchange(base, code)).status).toBe(200);
    expect((await exchange(base, code)).status).toBe(400);
  });
});

describe('identity-provider emulator, control port: modes, logout and the call log', () => {
  let idp: ReturnType<typeof createIdpEmulator>;
  let base: string;
  let control: string;

  beforeEach(async () => {
    ({ idp, base, control } = await startIdp());
  });

  afterEach(() => idp.stop());

  const authorize = () =>
    fetch(`${base}/v1/auth/oauth/authorize?provider=github&redirectURL=${SITE}/auth/callback`, { method: 'POST' });

  it('switches modes and resets through JSON POSTs only', async () => {
    await fetch(`${base}/v1/auth/me`);
    for (const path of ['/mode', '/reset']) {
      const plain = await fetch(`${control}${path}`, { method: 'POST', body: '{"start":"fail"}' });
      expect(plain.status).toBe(415);
    }
    expect((await authorize()).status).toBe(200);
    expect(await (await fetch(`${control}/calls`)).json()).toHaveLength(2);
    const json = await fetch(`${control}/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"start":"fail"}',
    });
    expect(json.status).toBe(200);
    expect((await authorize()).status).toBe(400);
  });

  const setMode = (modes: object) =>
    fetch(`${control}/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(modes),
    });
  const reset = () =>
    fetch(`${control}/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  /** The browser's logout call, from the site's origin. */
  const logout = (refreshJwt: string) =>
    fetch(`${base}/v1/auth/logout`, {
      method: 'POST',
      headers: { Origin: SITE, Authorization: `Bearer ${PROJECT}:${refreshJwt}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
  const calls = async () =>
    (
      (await (await fetch(`${control}/calls`)).json()) as { path: string; status: number | null; session?: string }[]
    ).map(({ path, status, session }) => ({ path, status, session }));
  const settled = (promise: Promise<unknown>, ms: number) =>
    Promise.race([
      promise.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(r, ms, 'pending')),
    ]);

  it('refuses an unknown mode, and changes nothing', async () => {
    for (const modes of [
      { logout: 'sometimes' },
      { logout: 'hang', bogus: 'ok' },
      { toString: 'ok' },
      ['hang'],
      null,
    ]) {
      expect((await setMode(modes as object)).status).toBe(400);
    }
    const answer = await setMode({ logout: 'html-502' });
    expect(await answer.json()).toEqual({ start: 'ok', exchange: 'ok', return: 'code', logout: 'html-502' });
  });

  it('ok ends the session; the call log says which calls carried a live session and what they got', async () => {
    const refreshJwt = await signIn(base);
    const answer = await logout(refreshJwt);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await me(base, refreshJwt)).status).toBe(401);
    const refresh = await fetch(`${base}/v1/auth/refresh`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PROJECT}:${refreshJwt}` },
    });
    expect(refresh.status).toBe(401);
    expect((await fetch(`${base}/v1/auth/try-refresh`, { method: 'POST' })).status).toBe(401);
    expect(await calls()).toEqual([
      { path: '/consent/continue', status: 302, session: undefined },
      { path: '/v1/auth/oauth/exchange', status: 200, session: undefined },
      { path: '/v1/auth/logout', status: 200, session: 'valid' },
      { path: '/v1/auth/me', status: 401, session: 'unknown' },
      { path: '/v1/auth/refresh', status: 401, session: 'unknown' },
      { path: '/v1/auth/try-refresh', status: 401, session: 'none' },
    ]);
  });

  it('html-502 answers an HTML 502 with the CORS headers, and keeps the session', async () => {
    const refreshJwt = await signIn(base);
    await setMode({ logout: 'html-502' });
    const answer = await logout(refreshJwt);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(await answer.text()).toBe('<html><body><h1>502 Bad Gateway</h1></body></html>');
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await me(base, refreshJwt)).status).toBe(200);
    expect((await calls()).slice(-2)).toEqual([
      { path: '/v1/auth/logout', status: 502, session: 'valid' },
      { path: '/v1/auth/me', status: 200, session: 'valid' },
    ]);
  });

  it('drop closes the connection unanswered, and keeps the session', async () => {
    const refreshJwt = await signIn(base);
    await setMode({ logout: 'drop' });
    await expect(logout(refreshJwt)).rejects.toThrow();
    expect((await me(base, refreshJwt)).status).toBe(200);
    expect((await calls()).filter((c) => c.path === '/v1/auth/logout')).toEqual([
      { path: '/v1/auth/logout', status: null, session: 'valid' },
    ]);
  });

  it('hang answers the preflight, then holds the logout until reset, which ends it', async () => {
    const refreshJwt = await signIn(base);
    await setMode({ logout: 'hang' });
    const preflight = await fetch(`${base}/v1/auth/logout`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    const held = logout(refreshJwt);
    expect(await settled(held, 300)).toBe('pending');
    expect((await calls()).at(-1)).toEqual({ path: '/v1/auth/logout', status: null, session: 'valid' });
    await reset();
    expect(await settled(held, 1_000)).toBe('failed');
    expect((await me(base, refreshJwt)).status).toBe(200); // the held logout ended nothing
    expect((await logout(refreshJwt)).status).toBe(200); // reset: ok again
  });

  it('hang: stop ends a held logout', async () => {
    const refreshJwt = await signIn(base);
    await setMode({ logout: 'hang' });
    const held = logout(refreshJwt);
    expect(await settled(held, 300)).toBe('pending');
    await idp.stop();
    expect(await settled(held, 1_000)).toBe('failed');
    ({ idp } = await startIdp()); // for afterEach
  });
});

describe('identity-provider emulator, bounded stores', () => {
  let idp: ReturnType<typeof createIdpEmulator> | undefined;

  afterEach(() => idp?.stop());

  it('keeps the newest calls only', async () => {
    const started = await startIdp({ maxCalls: 3 });
    idp = started.idp;
    for (const n of [1, 2, 3, 4, 5]) await fetch(`${started.base}/call-${n}`);
    const calls = await (await fetch(`${started.control}/calls`)).json();
    expect(calls.map((c: { path: string }) => c.path)).toEqual(['/call-3', '/call-4', '/call-5']);
  });

  it('expires a code not exchanged in time', async () => {
    const started = await startIdp({ codeTtlMs: 100 });
    idp = started.idp;
    const late = await codeFrom(started.base);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await exchange(started.base, late);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: 'E061301' });
    await signIn(started.base); // a fresh code still works
  });

  it('keeps at most the newest codes, so the newest always works', async () => {
    const started = await startIdp({ maxCodes: 2 });
    idp = started.idp;
    const [first, second, third] = [
      await codeFrom(started.base),
      await codeFrom(started.base),
      await codeFrom(started.base),
    ];
    expect((await exchange(started.base, third)).status).toBe(200);
    expect((await exchange(started.base, second)).status).toBe(200);
    expect((await exchange(started.base, first)).status).toBe(400);
  });

  it('keeps at most the newest sessions, so a fresh sign-in always works', async () => {
    const started = await startIdp({ maxSessions: 2 });
    idp = started.idp;
    const [first, second, third] = [await signIn(started.base), await signIn(started.base), await signIn(started.base)];
    expect((await me(started.base, first)).status).toBe(401);
    expect((await me(started.base, second)).status).toBe(200);
    expect((await me(started.base, third)).status).toBe(200);
  });
});
