// A fuzz pass over both emulators and their control ports: raw requests with odd request targets,
// methods, headers and bodies, some cut off mid-body. Every complete request must get an answer
// (never a hang from a handler that threw), and every server must still serve a normal request
// afterwards. Seeded, so a failure repeats.
import net from 'node:net';
import { createApiEmulator } from './api-emulator.ts';
import { createIdpEmulator } from './idp-emulator.ts';
import { seededRandom } from '@/lib/test-random';

const TARGETS = [
  'http://[',
  'http://[::1',
  'http://%zz/',
  '//',
  '/%',
  '/%E0%A4%A',
  '/\u00ff',
  '*',
  '/health?x=%',
  '/mode',
  '/reset?',
  '/v1/auth/oauth/authorize?provider=&redirectURL=http://[',
  '/v1/auth/oauth/exchange',
  '/consent/continue?redirect=http://[',
  '/consent?provider=%3Cb%3E',
  '/api/auth/update-profile',
  '/' + 'a'.repeat(4_000),
  'https://example.com/health',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH'];
// Bodies that are not a mode the control ports would act on: the fuzz must not switch a server off.
const BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"x"',
  '{"route":1}',
  '{"code":{}}',
  '{"name":"  "}',
  '\u0000\u0001',
  '{"mode":7}',
];
const HEADERS = [
  'Authorization: Bearer x.y.z',
  'Authorization: Bearer P:',
  'Origin: http://localhost:3000',
  'Content-Type: application/json',
  'Accept-Encoding: gzip',
];

/**
 * Sends one raw request. A cut one sends less body than it announces and hangs up. Answers the
 * status line, '' when the server closed the connection, or 'no answer' after two seconds.
 */
function send(port: number, request: string, cut: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, 2_000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer.split('\r\n')[0]);
    });
    socket.write(request, 'latin1', () => {
      if (cut) setTimeout(() => socket.destroy(), 5);
    });
  });
}

function fuzzRequests(seed: number, count: number) {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const body = pick(BODIES);
    const cut = next() < 0.3;
    const length = cut ? body.length + 50 : body.length;
    const headers = HEADERS.filter(() => next() < 0.5);
    const request =
      `${pick(METHODS)} ${pick(TARGETS)} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((h) => `${h}\r\n`).join('')}` +
      `Content-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;
    return { request, cut };
  });
}

describe('the emulators under fuzz', () => {
  let api: ReturnType<typeof createApiEmulator>;
  let idp: ReturnType<typeof createIdpEmulator>;
  const ports: Record<string, number> = {};

  beforeAll(async () => {
    api = createApiEmulator({ origins: ['http://localhost:3000'] });
    idp = createIdpEmulator({ origins: ['http://localhost:3000'] });
    const a = await api.start(0, 0);
    const i = await idp.start(0, 0);
    Object.assign(ports, { api: a.port, 'api control': a.controlPort, idp: i.port, 'idp control': i.controlPort });
  });

  afterAll(async () => {
    await api.stop();
    await idp.stop();
  });

  it.each(['api', 'api control', 'idp', 'idp control'])('%s answers every request and stays up', async (name) => {
    const unanswered: string[] = [];
    for (const { request, cut } of fuzzRequests(name.length * 7919, 150)) {
      const status = await send(ports[name], request, cut);
      if (!cut && status === 'no answer') unanswered.push(request.split('\r\n')[0]);
    }
    expect(unanswered).toEqual([]);
    // The reproduced crashes, once more each, then a normal request. (A loopback Host, which the
    // control ports require before they read anything.)
    expect(
      await send(ports[name], 'GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', false),
    ).toMatch(/^HTTP\/1\.1 400/);
    await send(
      ports[name],
      'POST /mode HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"rou',
      true,
    );
    const alive = await fetch(`http://127.0.0.1:${ports[name]}/health`);
    expect(alive.status).toBeGreaterThanOrEqual(200);
  });
});
