// `npm start` on a busy machine: a taken port is named in one line before anything is built or
// started, so nothing is left running; the ports can be chosen.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const START = path.join(__dirname, 'start.mjs');

/** A server on a free loopback port, standing for another program that holds it. */
async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  return { port, release: () => new Promise((done) => server.close(() => done())) };
}

/** Runs `npm start`'s script with `args`; its exit code and what it printed. */
function start(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [START, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start on a busy machine', () => {
  it('names a taken site port in one line, with how to choose another, and starts nothing', async () => {
    const held = await holdPort();
    try {
      const { code, stdout, stderr } = await start([
        '--port',
        String(held.port),
        '--api-port',
        '45101',
        '--idp-port',
        '45103',
      ]);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `Port ${held.port} (the site) is in use. Stop what uses it, or choose other ports: ` +
          'npm start -- --port 4000 --api-port 4001 --idp-port 4003 (or PORT, API_EMULATOR_PORT, IDP_EMULATOR_PORT).\n',
      );
      for (const port of [45101, 45201, 45103, 45203]) expect(await listening(port)).toBe(false);
    } finally {
      await held.release();
    }
  });

  it('names a taken emulator port, its control port too, and reads the ports from the environment', async () => {
    const held = await holdPort();
    try {
      const api = held.port - 100;
      const { code, stderr } = await start([], {
        PORT: '45100',
        API_EMULATOR_PORT: String(api),
        IDP_EMULATOR_PORT: '45103',
      });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Port ${held.port} (the API emulator's control) is in use. Stop what uses it, or choose other ports: ` +
          'npm start -- --port 4000 --api-port 4001 --idp-port 4003 (or PORT, API_EMULATOR_PORT, IDP_EMULATOR_PORT).\n',
      );
    } finally {
      await held.release();
    }
  });

  it('refuses a port that is not one, in one line', async () => {
    const { code, stderr } = await start(['--port', 'http']);
    expect(code).toBe(1);
    expect(stderr).toBe('--port (PORT) must be a port number from 1 to 65435, not "http".\n');
  });
});
