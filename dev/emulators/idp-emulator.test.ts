import { createIdpEmulator } from './idp-emulator.mjs';

describe('identity-provider emulator', () => {
  let idp: ReturnType<typeof createIdpEmulator>;
  let base: string;

  beforeEach(async () => {
    idp = createIdpEmulator({ origins: ['http://localhost:3000'] });
    const { port } = await idp.start(0, 0);
    base = `http://127.0.0.1:${port}`;
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
});
