// The guard's rules on every emulator server, through raw requests (a client that can announce one
// body length and send another, or stream a body without end).
import net from 'node:net';
import { createApiEmulator } from './api-emulator.ts';
import { MAX_BODY_BYTES } from './http-guard.ts';
import { createIdpEmulator } from './idp-emulator.ts';

const ORIGIN = 'http://localhost:3000';

/**
 * Writes a raw request and collects the answer until the server closes the connection (or, with
 * `untilAnswer`, until a whole status line and headers came). Answers 'no answer' after two seconds.
 */
function raw(port: number, request: string | Buffer, untilAnswer = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = (text: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    const timer = setTimeout(() => done(answer || 'no answer'), 2_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (untilAnswer && answer.includes('\r\n\r\n')) done(answer);
    });
    socket.on('error', () => {});
    socket.on('close', () => done(answer));
    socket.write(request);
  });
}

const statusOf = (answer: string) => answer.split('\r\n')[0];
const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.split('\r\n\r\n')[0])?.[1] ?? null;

describe('the request body limit', () => {
  let api: ReturnType<typeof createApiEmulator>;
  let idp: ReturnType<typeof createIdpEmulator>;
  /** Each server, and a route of it that reads a body. */
  const targets: Record<string, { port: number; path: string; cors: boolean }> = {};

  beforeAll(async () => {
    api = createApiEmulator({ origins: [ORIGIN] });
    idp = createIdpEmulator({ origins: [ORIGIN] });
    const a = await api.start(0, 0);
    const i = await idp.start(0, 0);
    Object.assign(targets, {
      api: { port: a.port, path: '/api/auth/update-profile', cors: true },
      'api control': { port: a.controlPort, path: '/mode', cors: false },
      idp: { port: i.port, path: '/v1/auth/oauth/exchange', cors: true },
      'idp control': { port: i.controlPort, path: '/mode', cors: false },
    });
  });

  afterAll(async () => {
    await api.stop();
    await idp.stop();
  });

  const head = (path: string, port: number, framing: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${ORIGIN}\r\nAuthorization: Bearer token-a\r\n` +
    `Content-Type: application/json\r\n${framing}\r\n\r\n`;

  it.each(['api', 'api control', 'idp', 'idp control'])(
    '%s answers 413 to a Content-Length over the limit before the body comes, and closes',
    async (name) => {
      const { port, path, cors } = targets[name];
      // Ten bytes of the announced 300 MB: the answer must not wait for the rest.
      const answer = await raw(port, `${head(path, port, `Content-Length: ${300 * 1024 * 1024}`)}{"name":1}`);
      expect(statusOf(answer)).toBe('HTTP/1.1 413 Payload Too Large');
      expect(headerOf(answer, 'content-type')).toBe('application/json');
      expect(headerOf(answer, 'connection')).toBe('close');
      expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ error: `Request body over ${MAX_BODY_BYTES} bytes` });
      expect(headerOf(answer, 'access-control-allow-origin')).toBe(cors ? ORIGIN : null);
    },
  );

  it.each(['api', 'api control', 'idp', 'idp control'])(
    '%s answers 413 once a streamed body passes the limit, without waiting for its end',
    async (name) => {
      const { port, path } = targets[name];
      // One chunk a byte over the limit, and no last chunk: the body never ends.
      const size = MAX_BODY_BYTES + 1;
      const request = Buffer.concat([
        Buffer.from(`${head(path, port, 'Transfer-Encoding: chunked')}${size.toString(16)}\r\n`),
        Buffer.alloc(size, 'a'),
        Buffer.from('\r\n'),
      ]);
      expect(statusOf(await raw(port, request))).toBe('HTTP/1.1 413 Payload Too Large');
    },
  );

  it('reads a body of exactly the limit', async () => {
    const { port } = targets.api;
    const name = 'n'.repeat(MAX_BODY_BYTES - '{"name":""}'.length);
    const answer = await raw(
      port,
      `${head('/api/auth/update-profile', port, `Content-Length: ${MAX_BODY_BYTES}`)}{"name":"${name}"}`,
      true,
    );
    expect(statusOf(answer)).toBe('HTTP/1.1 200 OK');
  });

  it('keeps serving after refusing a body', async () => {
    const { port } = targets.idp;
    await raw(port, head('/v1/auth/oauth/exchange', port, `Content-Length: ${MAX_BODY_BYTES + 1}`));
    expect((await fetch(`http://127.0.0.1:${port}/v1/auth/me`)).status).toBe(401);
  });
});

describe('the control ports', () => {
  let api: ReturnType<typeof createApiEmulator>;
  let idp: ReturnType<typeof createIdpEmulator>;
  let ports: { api: number; apiControl: number; idp: number; idpControl: number };

  beforeEach(async () => {
    api = createApiEmulator({ origins: [ORIGIN] });
    idp = createIdpEmulator({ origins: [ORIGIN] });
    const a = await api.start(0, 0);
    const i = await idp.start(0, 0);
    ports = { api: a.port, apiControl: a.controlPort, idp: i.port, idpControl: i.controlPort };
  });

  afterEach(async () => {
    await api.stop();
    await idp.stop();
  });

  /** A request to a control port with this Host header; without one (null), HTTP/1.0, which needs none. */
  const withHost = (port: number, host: string | null, line: string, body = '') =>
    raw(
      port,
      `${line} HTTP/1.${host === null ? 0 : 1}\r\n${host === null ? '' : `Host: ${host}\r\n`}Content-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );

  it('answer loopback host names, with or without the port', async () => {
    for (const port of [ports.apiControl, ports.idpControl]) {
      for (const host of [
        'localhost',
        `localhost:${port}`,
        '127.0.0.1',
        `127.0.0.1:${port}`,
        '[::1]',
        `[::1]:${port}`,
      ]) {
        const answer = await withHost(port, host, 'GET /nowhere');
        expect([host, statusOf(answer)]).toEqual([host, 'HTTP/1.1 404 Not Found']);
      }
    }
  });

  it('refuse any other host name (a DNS-rebinding page) with 403, reading and changing nothing', async () => {
    await fetch(`http://127.0.0.1:${ports.api}/api/auth/current-user`, {
      method: 'POST',
      headers: { Authorization: 'Bearer secret-token' },
    });
    const rebound = [
      'rebound.example',
      `rebound.example:${ports.apiControl}`,
      `localhost.rebound.example:${ports.apiControl}`,
      `127.0.0.1.nip.io:${ports.apiControl}`,
      '',
      null,
    ];
    for (const host of rebound) {
      const read = await withHost(ports.apiControl, host, 'GET /requests');
      expect([host, statusOf(read)]).toEqual([host, 'HTTP/1.1 403 Forbidden']); // answered in HTTP/1.1 always
      expect(read).not.toContain('secret-token');
      const reset = await withHost(ports.apiControl, host, 'POST /reset', '{}');
      expect([host, statusOf(reset)]).toEqual([host, 'HTTP/1.1 403 Forbidden']);
      const mode = await withHost(ports.apiControl, host, 'POST /mode', '{"route":"*","mode":"error"}');
      expect([host, statusOf(mode)]).toEqual([host, 'HTTP/1.1 403 Forbidden']);
      const idpMode = await withHost(ports.idpControl, host, 'POST /mode', '{"start":"fail"}');
      expect([host, statusOf(idpMode)]).toEqual([host, 'HTTP/1.1 403 Forbidden']);
    }
    // Nothing changed: the log still holds the request, no route fails, sign-in still starts.
    expect(api.requests.map((r: { authorization: string | null }) => r.authorization)).toEqual(['Bearer secret-token']);
    expect((await fetch(`http://127.0.0.1:${ports.api}/health`)).status).toBe(200);
    const start = await fetch(
      `http://127.0.0.1:${ports.idp}/v1/auth/oauth/authorize?provider=github&redirectURL=${ORIGIN}/auth/callback`,
      { method: 'POST' },
    );
    expect(start.status).toBe(200);
  });
});
