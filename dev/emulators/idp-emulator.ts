// A local stand-in for Descope: answers the endpoints the SDK calls (OAuth authorize and exchange,
// try-refresh, refresh, me, logout) and serves a consent page, which redirects back to the site
// origins it was created with only, so that the real SDK runs a real OAuth round trip offline.
// Codes expire and, like sessions and the call log, are capped. A control server on a second port
// sets modes for fault tests:
//   POST /mode   {"start": "ok"|"fail", "exchange": "ok"|"E061301"|"E062209"|"error"|"hang",
//                 "return": "code"|"no-code"|"err", "logout": "ok"|"hang"|"drop"|"html-502"}
//                (any of the keys; see LOGOUT_MODES)
//   POST /reset  (modes and call log; ends the answers "hang" holds)
//   GET /calls   ({method, path, at, status, session?}: the newest MAX_CALLS, newest last)
// The control port answers only requests to a loopback host name and takes POSTs only as
// Content-Type: application/json, so that no web page can read it or switch it (http-guard.ts
// says why); every port refuses a body over MAX_BODY_BYTES.
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOOPBACK } from './api-emulator.ts';
import { consentPage } from './consent-page.ts';
import { guarded, sendJson as json } from './http-guard.ts';

export const START_MODES = ['ok', 'fail'];
export const EXCHANGE_MODES = ['ok', 'E061301', 'E062209', 'error', 'hang'];
export const RETURN_MODES = ['code', 'no-code', 'err'];
/**
 * What POST /v1/auth/logout does. ok: ends the session, answers {}. hang: never answers (until
 * reset or stop). drop: closes the connection unanswered (a network error to the browser).
 * html-502: a gateway's HTML error page. Only ok ends the session.
 */
export const LOGOUT_MODES = ['ok', 'hang', 'drop', 'html-502'];
export const SESSION_SECONDS = 3600;
/** "hang" answers after this long: past the callback's 10 s timeout. */
export const HANG_MS = 15_000;
/** The call log keeps the newest this many calls. */
export const MAX_CALLS = 500;
/** An authorization code not exchanged within this long is gone, in ms: a sign-in exchanges it within seconds. */
export const CODE_TTL_MS = 5 * 60_000;
/** At most this many codes wait to be exchanged; a new one pushes out the oldest. */
export const MAX_CODES = 100;
/** At most this many sessions (refresh tokens) are live; a new one ends the oldest. */
export const MAX_SESSIONS = 1_000;

/** What the emulator is told to do at each step of a sign-in. */
type Modes = Record<'start' | 'exchange' | 'return' | 'logout', string>;
const DEFAULT_MODES: Modes = { start: 'ok', exchange: 'ok', return: 'code', logout: 'ok' };
const MODE_CHOICES: Record<string, string[]> = {
  start: START_MODES,
  exchange: EXCHANGE_MODES,
  return: RETURN_MODES,
  logout: LOGOUT_MODES,
};

/** A call the emulator received, as the control port lists it. */
interface Call {
  method: string | undefined;
  path: string;
  at: number;
  status: number | null;
  session?: 'valid' | 'unknown' | 'none';
}
/** The calls that carry a refresh token: their log entries say whether the emulator knew it. */
const SESSION_PATHS = ['/v1/auth/try-refresh', '/v1/auth/refresh', '/v1/auth/me', '/v1/auth/logout'];
const b64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function jwt(payload: object) {
  return `${b64url({ alg: 'HS256', typ: 'JWT', kid: 'emulator' })}.${b64url(payload)}.${b64url('emulator-signature')}`;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A test user's picture: the provider's initial on a disc. */
export function avatarSvg(provider: string): string {
  const initial = /^[a-z]/i.test(provider) ? provider[0].toUpperCase() : '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#6d28d9"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}

/**
 * The test user each provider signs in as. Its picture is a data: URL (the pages' policy allows those
 * and the real providers' picture hosts, not the emulator).
 */
export function testUser(provider: string) {
  return {
    userId: `U-${provider}-0001`,
    loginIds: [`${provider}-1234567`],
    email: `test.user+${provider}@example.com`,
    verifiedEmail: true,
    name: `Test ${capitalised(provider)} User`,
    givenName: 'Test',
    familyName: `${capitalised(provider)} User`,
    picture: `data:image/svg+xml,${encodeURIComponent(avatarSvg(provider))}`,
    status: 'enabled',
    createdTime: 1_763_000_000,
    OAuth: { [provider]: true },
  };
}

/** The user a provider signs in as. */
export type TestUser = ReturnType<typeof testUser>;

/** Sets key in a map (which keeps insertion order), then drops its oldest entries past `max`. */
function setCapped<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

export function createIdpEmulator({
  origins = ['http://localhost:3000'],
  hangMs = HANG_MS,
  maxCalls = MAX_CALLS,
  codeTtlMs = CODE_TTL_MS,
  maxCodes = MAX_CODES,
  maxSessions = MAX_SESSIONS,
} = {}) {
  let modes = { ...DEFAULT_MODES };
  const codes = new Map<string, { provider: string; expires: number }>(); // single use, oldest first
  const sessions = new Map<string, TestUser>(); // refresh JWT → user, oldest first
  const calls: Call[] = [];
  const hung = new Set<ServerResponse>(); // answers a "hang" mode holds, until reset or stop destroys them
  let port: number | undefined;

  function cors(req: IncomingMessage): OutgoingHttpHeaders {
    const origin = req.headers.origin;
    if (!origin || !origins.includes(origin)) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  const descopeError = (
    res: ServerResponse,
    headers: OutgoingHttpHeaders,
    errorCode: string,
    errorDescription: string,
    errorMessage: string,
  ) => json(res, 400, { errorCode, errorDescription, errorMessage }, headers);

  function sessionFor(user: TestUser) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + SESSION_SECONDS;
    const sessionJwt = jwt({ sub: user.userId, iss: 'emulator', iat: now, exp, amr: ['oauth'] });
    const refreshJwt = jwt({
      sub: user.userId,
      iss: 'emulator',
      iat: now,
      exp: now + 30 * 86_400,
      jti: randomBytes(8).toString('hex'),
    });
    setCapped(sessions, refreshJwt, user, maxSessions);
    return {
      sessionJwt,
      refreshJwt,
      cookieDomain: '',
      cookiePath: '/',
      cookieMaxAge: 30 * 86_400,
      cookieExpiration: exp + 30 * 86_400,
      sessionExpiration: exp,
      user,
      firstSeen: false,
    };
  }

  /** Codes share one lifetime, so the oldest expire first. */
  function dropExpiredCodes() {
    const now = Date.now();
    for (const [code, { expires }] of codes) {
      if (expires > now) break;
      codes.delete(code);
    }
  }

  /** The refresh token in "Authorization: Bearer <projectId>:<refreshJwt>", if any. */
  const refreshTokenOf = (req: IncomingMessage) => /^Bearer\s+[^:]+:(.+)$/.exec(req.headers.authorization ?? '')?.[1];

  /** The user of the request's refresh token. */
  const userOf = (req: IncomingMessage) => sessions.get(refreshTokenOf(req) ?? '');

  /** Whether the request carried a refresh token of a live session, an unknown one, or none. */
  function sessionOf(req: IncomingMessage): Call['session'] {
    const token = refreshTokenOf(req);
    if (token === undefined) return 'none';
    return sessions.has(token) ? 'valid' : 'unknown';
  }

  /** Holds the answer back until the client gives up, or reset or stop destroys it. */
  function hang(res: ServerResponse) {
    if (res.destroyed) return;
    hung.add(res);
    return new Promise<void>((resolve) =>
      res.once('close', () => {
        hung.delete(res);
        resolve();
      }),
    );
  }

  function endHungAnswers() {
    for (const res of hung) res.destroy();
  }

  /** A request body as JSON; {} when empty or not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request's JSON, read field by field
  function parseJson(text: string): any {
    try {
      return JSON.parse(text || '{}');
    } catch {
      return {};
    }
  }

  const server = http.createServer(
    guarded(
      async (req, res, text) => {
        const headers = cors(req);
        if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
        let call: Call | undefined;
        try {
          const url = new URL(req.url ?? '/', `http://localhost:${port}`);
          // Logged before it is handled: a logout must be seen with the session it ended.
          call = { method: req.method, path: url.pathname, at: Date.now(), status: null };
          if (SESSION_PATHS.includes(url.pathname)) call.session = sessionOf(req);
          calls.push(call);
          if (calls.length > maxCalls) calls.splice(0, calls.length - maxCalls);
          await handle(req, res, url, headers, text);
        } catch (error) {
          // A request missing a parameter (or carrying a malformed one) gets Descope's 400, never a crash.
          const description = (error as Error).message;
          if (!res.headersSent) json(res, 400, { errorCode: 'E011003', errorDescription: description }, headers);
          else res.destroy();
        }
        // What the client got: nothing (null) when the answer was held back or the connection dropped.
        if (call) call.status = res.headersSent ? res.statusCode : null;
      },
      { headers: cors },
    ),
  );

  /** A required query parameter, or an error that becomes a 400. */
  const required = (url: URL, name: string) => {
    const value = url.searchParams.get(name);
    if (!value) throw new Error(`Missing query parameter ${name}`);
    return value;
  };

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    headers: OutgoingHttpHeaders,
    text: string,
  ) {
    if (req.method === 'POST' && url.pathname === '/v1/auth/oauth/authorize') {
      const provider = url.searchParams.get('provider') ?? '';
      const redirect = required(url, 'redirectURL');
      if (modes.start === 'fail') {
        return descopeError(res, headers, 'E011003', 'Request is invalid', `OAuth provider ${provider} is not enabled`);
      }
      const consent = new URL(`http://localhost:${port}/consent`);
      consent.searchParams.set('provider', provider);
      consent.searchParams.set('redirect', redirect);
      return json(res, 200, { url: consent.href }, headers);
    }

    if (req.method === 'GET' && url.pathname === '/consent') {
      const provider = url.searchParams.get('provider') ?? 'unknown';
      const action = new URL(`http://localhost:${port}/consent/continue`);
      action.search = url.search;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(consentPage(provider, action.href));
    }

    if (req.method === 'GET' && url.pathname === '/consent/continue') {
      const provider = url.searchParams.get('provider') ?? 'unknown';
      const back = new URL(required(url, 'redirect')); // throws on a malformed URL too
      // Like Descope's approved redirect domains: an open redirect would send a code (or a
      // `javascript:` URL) anywhere.
      if (!/^https?:$/.test(back.protocol) || !origins.includes(back.origin)) {
        return json(
          res,
          400,
          { errorCode: 'E011003', errorDescription: `redirect is not on a site origin: ${back.origin}` },
          headers,
        );
      }
      if (modes.return === 'err') back.searchParams.set('err', 'E062108');
      if (modes.return === 'code') {
        const code = randomBytes(12).toString('hex');
        dropExpiredCodes();
        setCapped(codes, code, { provider, expires: Date.now() + codeTtlMs }, maxCodes);
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { Location: back.href });
      return res.end();
    }

    if (req.method === 'POST' && url.pathname === '/v1/auth/oauth/exchange') {
      const { code } = parseJson(text);
      if (modes.exchange === 'hang') {
        await new Promise((resolve) => setTimeout(resolve, hangMs));
        if (res.destroyed) return;
      }
      dropExpiredCodes();
      if (modes.exchange === 'E061301' || !codes.has(code)) {
        return descopeError(res, headers, 'E061301', 'Failed exchanging OAuth code', 'Failed to exchange OAuth code');
      }
      if (modes.exchange === 'E062209') {
        return descopeError(res, headers, 'E062209', 'User not found', 'user must exist to sign in');
      }
      if (modes.exchange === 'error') {
        return descopeError(res, headers, 'E011001', 'Internal error', 'The identity provider is having a bad day');
      }
      const { provider } = codes.get(code)!;
      codes.delete(code);
      return json(res, 200, sessionFor(testUser(provider)), headers);
    }

    if (req.method === 'POST' && (url.pathname === '/v1/auth/try-refresh' || url.pathname === '/v1/auth/refresh')) {
      const user = userOf(req);
      if (!user) return json(res, 401, { errorCode: 'E061005', errorDescription: 'Invalid refresh token' }, headers);
      return json(res, 200, sessionFor(user), headers);
    }

    if (req.method === 'GET' && url.pathname === '/v1/auth/me') {
      const user = userOf(req);
      if (!user) return json(res, 401, { errorCode: 'E061005', errorDescription: 'Invalid refresh token' }, headers);
      return json(res, 200, user, headers);
    }

    if (req.method === 'POST' && url.pathname === '/v1/auth/logout') {
      if (modes.logout === 'hang') return hang(res);
      if (modes.logout === 'drop') return void res.destroy();
      if (modes.logout === 'html-502') {
        res.writeHead(502, { 'Content-Type': 'text/html', ...headers });
        return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      }
      sessions.delete(refreshTokenOf(req) ?? '');
      return json(res, 200, {}, headers);
    }

    return json(
      res,
      404,
      { errorCode: 'E000404', errorDescription: `No route ${req.method} ${url.pathname}` },
      headers,
    );
  }

  const control = http.createServer(
    guarded(
      async (req, res, text) => {
        const path = new URL(req.url ?? '/', 'http://control').pathname;
        if (req.method === 'POST' && path === '/mode') {
          const body = parseJson(text);
          const known =
            body !== null &&
            typeof body === 'object' &&
            !Array.isArray(body) &&
            Object.entries(body).every(
              ([key, value]) => Object.hasOwn(MODE_CHOICES, key) && MODE_CHOICES[key].includes(value as string),
            );
          if (!known) return json(res, 400, { error: `Unknown mode in ${JSON.stringify(body)}` });
          modes = { ...modes, ...body };
          return json(res, 200, modes);
        }
        if (req.method === 'POST' && path === '/reset') {
          modes = { ...DEFAULT_MODES };
          calls.length = 0;
          endHungAnswers();
          return json(res, 200, modes);
        }
        if (req.method === 'GET' && path === '/calls') return json(res, 200, calls);
        return json(res, 404, { error: 'Unknown control route' });
      },
      { control: true },
    ),
  );

  return {
    async start(idpPort: number, controlPort: number) {
      await new Promise<void>((resolve) => server.listen(idpPort, LOOPBACK, resolve));
      const bound = (server.address() as AddressInfo).port;
      port = bound;
      await new Promise<void>((resolve) => control.listen(controlPort, LOOPBACK, resolve));
      return { port: bound, controlPort: (control.address() as AddressInfo).port };
    },
    async stop() {
      endHungAnswers();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}
