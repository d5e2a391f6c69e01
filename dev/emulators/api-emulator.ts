// A local stand-in for the product's API: health, wisdom, current user and profile update, JSON
// with CORS and a bearer token, users kept in memory (the newest MAX_USERS). A control server on a
// second port switches routes into failure modes for fault tests:
//   POST /mode   {"route": "/health" | … | "*", "mode": "ok" | "error" | "non-json" | "slow" | "stall" | "down"}
//   POST /reset  (modes, request log and users)
//   GET /requests (what the API received, the newest MAX_REQUESTS, newest last)   GET /users
// The control port answers only requests to a loopback host name and takes POSTs only as
// Content-Type: application/json, so that no web page can read it or switch it (http-guard.ts
// says why); every port refuses a body over MAX_BODY_BYTES.
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { guarded, sendJson as json } from './http-guard.ts';

export const API_ROUTES = [
  '/health',
  '/db-health',
  '/api/wisdom',
  '/api/auth/current-user',
  '/api/auth/update-profile',
];
/** Both emulators listen on loopback only: nothing else on the network can reach them. */
export const LOOPBACK = '127.0.0.1';

/** stall: status 200 and the start of a body, then nothing more until the emulator is reset. */
export const FAILURE_MODES = ['ok', 'error', 'non-json', 'slow', 'stall', 'down'];

/** A user the emulator keeps, by its token's subject. */
interface User {
  id: string;
  subject: string;
  name: string | null;
  profile: unknown;
  created_at: string;
  updated_at: string | null;
  activeSessions: number;
}

/** What the API received, as the control port lists it. */
interface LoggedRequest {
  method: string | undefined;
  route: string;
  origin: string | null;
  authorization: string | null;
  at: number;
}
/** "slow" answers after this long: past any client timeout. */
export const SLOW_MS = 20_000;
/** The request log keeps the newest this many requests. */
export const MAX_REQUESTS = 500;
/** At most this many users are kept; a new token subject pushes out the oldest user. */
export const MAX_USERS = 1_000;

export const WISDOM = [
  { quote: 'The cloud is just someone else’s computer, until you own the account.', orator: 'Anonymous operator' },
  { quote: 'Simplicity is prerequisite for reliability.', orator: 'Edsger W. Dijkstra' },
  { quote: 'Make it work, make it right, make it fast.', orator: 'Kent Beck' },
  { quote: 'The best way to predict the future is to deploy it.', orator: 'A telekinesis queue' },
  { quote: 'Everything fails, all the time.', orator: 'Werner Vogels' },
];

/** A request body as JSON: {} when empty, undefined when it is not JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request's JSON, read field by field
function parseJson(text: string): any {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The user a bearer token stands for: a JWT's subject, or the opaque token itself. */
export function subjectOf(token: string): string {
  const parts = token.split('.');
  if (parts.length === 3) {
    try {
      const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      if (typeof payload.sub === 'string' && payload.sub) return payload.sub;
    } catch {
      /* not a JWT: fall through */
    }
  }
  return token;
}

export function createApiEmulator({
  origins = ['http://localhost:3000'],
  slowMs = SLOW_MS,
  maxRequests = MAX_REQUESTS,
  maxUsers = MAX_USERS,
} = {}) {
  const modes = new Map<string, string>();
  const users = new Map<string, User>(); // token subject → user, oldest first
  const requests: LoggedRequest[] = [];
  let nextUserNumber = 1;

  const modeFor = (route: string) => modes.get(route) ?? modes.get('*') ?? 'ok';

  function cors(req: IncomingMessage): OutgoingHttpHeaders {
    const origin = req.headers.origin;
    if (!origin || !(origins.includes('*') || origins.includes(origin))) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  function userFor(req: IncomingMessage): User | undefined {
    const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!match) return undefined;
    const id = subjectOf(match[1].trim());
    if (!users.has(id)) {
      const now = new Date().toISOString();
      users.set(id, {
        id: `usr_${String(nextUserNumber++).padStart(4, '0')}`,
        subject: id,
        name: null,
        profile: null,
        created_at: now,
        updated_at: null,
        activeSessions: 1,
      });
      for (const oldest of users.keys()) {
        if (users.size <= maxUsers) break;
        users.delete(oldest);
      }
    }
    return users.get(id);
  }

  const publicUser = (user: User) => {
    const { subject, ...rest } = user;
    void subject;
    return rest;
  };

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    headers: OutgoingHttpHeaders,
    text: string,
  ) {
    switch (`${req.method} ${route}`) {
      case 'GET /health':
        return json(res, 200, { status: 'ok', service: 'api', time: new Date().toISOString() }, headers);
      case 'GET /db-health':
        return json(res, 200, { status: 'ok', database: 'connected' }, headers);
      case 'POST /api/wisdom':
        return json(res, 200, { wisdom: WISDOM[Math.floor(Math.random() * WISDOM.length)] }, headers);
      case 'POST /api/auth/current-user': {
        const user = userFor(req);
        if (!user) return json(res, 401, { error: 'Missing or invalid bearer token' }, headers);
        return json(res, 200, { data: publicUser(user) }, headers);
      }
      case 'POST /api/auth/update-profile': {
        const user = userFor(req);
        if (!user) return json(res, 401, { error: 'Missing or invalid bearer token' }, headers);
        const body = parseJson(text);
        if (body === undefined) return json(res, 400, { error: 'Request body is not valid JSON' }, headers);
        if (body.name !== undefined) {
          if (typeof body.name !== 'string' || !body.name.trim()) {
            return json(res, 400, { error: 'Name cannot be empty' }, headers);
          }
          user.name = body.name.trim();
        }
        if (body.profile !== undefined) user.profile = body.profile;
        user.updated_at = new Date().toISOString();
        return json(res, 200, { data: publicUser(user) }, headers);
      }
      default:
        return json(res, 404, { error: `No route ${req.method} ${route}` }, headers);
    }
  }

  const server = http.createServer(
    guarded(
      async (req, res, text) => {
        const route = new URL(req.url ?? '/', 'http://api.local').pathname;
        const headers = cors(req);
        if (req.method === 'OPTIONS') {
          res.writeHead(204, headers).end();
          return;
        }
        requests.push({
          method: req.method,
          route,
          origin: req.headers.origin ?? null,
          authorization: req.headers.authorization ?? null,
          at: Date.now(),
        });
        if (requests.length > maxRequests) requests.splice(0, requests.length - maxRequests);
        const mode = modeFor(route);
        if (mode === 'error') {
          return json(
            res,
            500,
            {
              error: 'Service unavailable',
              message: 'The API emulator was told to fail this route.',
              instructions: 'Reset the emulator: POST /reset on its control port.',
            },
            headers,
          );
        }
        if (mode === 'non-json') {
          res.writeHead(502, { 'Content-Type': 'text/html', ...headers });
          res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
          return;
        }
        if (mode === 'stall') {
          res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
          res.write('{"data":');
          return; // the rest never comes; reset() destroys the socket
        }
        if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
        if (res.destroyed) return;
        try {
          await handle(req, res, route, headers, text);
        } catch (error) {
          // A malformed request must not end the emulator for every other test.
          if (!res.headersSent) json(res, 400, { error: `Bad request: ${(error as Error).message}` }, headers);
          else res.destroy();
        }
      },
      { headers: cors },
    ),
  );

  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  let port: number | undefined;
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, LOOPBACK, () => {
        server.off('error', reject);
        const bound = (server.address() as AddressInfo).port;
        port = bound;
        resolve(bound);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  async function setMode(route: string, mode: string) {
    if (!FAILURE_MODES.includes(mode)) throw new Error(`Unknown mode ${mode}`);
    if (route !== '*' && !API_ROUTES.includes(route)) throw new Error(`Unknown route ${route}`);
    if (mode === 'down') {
      // A real refusal: nothing listens on the port until the mode is reset.
      await close();
      return;
    }
    if (mode === 'ok') modes.delete(route);
    else modes.set(route, mode);
  }

  async function reset() {
    modes.clear();
    for (const socket of sockets) socket.destroy(); // ends stalled answers
    if (!server.listening && port !== undefined) await listen(port);
  }

  const control = http.createServer(
    guarded(
      async (req, res, text) => {
        const route = new URL(req.url ?? '/', 'http://control.local').pathname;
        try {
          if (req.method === 'POST' && route === '/mode') {
            const body = parseJson(text) ?? {};
            await setMode(body.route ?? '*', body.mode);
            return json(res, 200, { ok: true, modes: Object.fromEntries(modes), listening: server.listening });
          }
          if (req.method === 'POST' && route === '/reset') {
            await reset();
            requests.length = 0;
            users.clear();
            return json(res, 200, { ok: true });
          }
          if (req.method === 'GET' && route === '/requests') return json(res, 200, requests);
          if (req.method === 'GET' && route === '/users') return json(res, 200, [...users.values()].map(publicUser));
          return json(res, 404, { error: 'Unknown control route' });
        } catch (error) {
          return json(res, 400, { error: (error as Error).message });
        }
      },
      { control: true },
    ),
  );

  return {
    server,
    control,
    setMode,
    reset,
    requests,
    users,
    async start(apiPort: number, controlPort: number) {
      await listen(apiPort);
      await new Promise<void>((resolve) => control.listen(controlPort, LOOPBACK, resolve));
      return { port: port!, controlPort: (control.address() as AddressInfo).port };
    },
    async stop() {
      await close();
      await new Promise<void>((resolve) => (control.listening ? control.close(() => resolve()) : resolve()));
    },
  };
}
