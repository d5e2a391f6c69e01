// The security policy at work: every page's hash-only Content-Security-Policy, the headers the
// host sends (from out/_headers), and a sign-in that leaves its code and tokens nowhere they could
// leak. The fixture turns any policy violation in any other test into a failure.
import { test, expect } from './fixtures';
import { startSignIn } from './helpers';
import { API_PORT, IDP_PORT } from '../dev/variants.ts';

const policyOf = (page: import('@playwright/test').Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

test.describe('every page', () => {
  test.use({ allowConsoleErrors: [/status of 404/] }); // /nope/ is the 404 page

  test('allows inline scripts by hash only, and calls only the API and the identity provider', async ({ page }) => {
    for (const path of ['/', '/mg/cli/dmt/', '/auth/callback/', '/nope/']) {
      await page.goto(path);
      const policy = (await policyOf(page))!;
      const scripts = directive(policy, 'script-src');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        `http://localhost:${API_PORT}`,
        `http://localhost:${IDP_PORT}`,
      ]);
      // The policy precedes every script, so it governs all of them.
      const firstScript = await page.evaluate(() => {
        const head = [...document.head.children];
        const meta = head.findIndex((e) => e.getAttribute('http-equiv') === 'Content-Security-Policy');
        const script = head.findIndex((e) => e.tagName === 'SCRIPT' || e.getAttribute('as') === 'script');
        return { meta, script };
      });
      expect(firstScript.meta).toBeLessThan(firstScript.script);
    }
  });
});

test.describe('a script or call the policy does not allow', () => {
  // One pattern: Playwright reads a two-element array option as [value, options].
  test.use({ allowConsoleErrors: [/^CSP violation|Content Security Policy/] });

  test('is refused and reported', async ({ page, consoleMessages }) => {
    await page.goto('/');
    const injected = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const call = await fetch('http://localhost:9/').then(
        () => 'allowed',
        () => 'refused',
      );
      return { ran: (window as unknown as { __injected?: boolean }).__injected === true, call };
    });
    expect(injected).toEqual({ ran: false, call: 'refused' });
    await expect
      .poll(() => consoleMessages.filter((m) => m.text.startsWith('CSP violation')).map((m) => m.text.split(' ')[2]))
      .toEqual(['script-src-elem', 'connect-src']);
  });
});

test('the host sends the security headers of out/_headers', async ({ request }) => {
  const page = await request.get('/mg/overview/');
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=63072000; includeSubDomains$/);
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const html = await page.text();
  const asset = html.match(/\/_next\/static\/[^"]+\.js/)![0];
  expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('signing in leaves the code and the tokens out of the address, every Referer and the console', async ({
  page,
  consoleMessages,
}) => {
  const codes = new Set<string>();
  const referers: string[] = [];
  page.on('framenavigated', (frame) => {
    const code = new URL(frame.url()).searchParams.get('code');
    if (code) codes.add(code);
  });
  page.on('request', (request) => {
    const referer = request.headers()['referer'];
    if (referer) referers.push(referer);
  });
  await page.goto('/');
  await startSignIn(page, 'GitHub');
  await page.waitForURL('**/home/');
  await expect(page.getByRole('region', { name: 'API User Data' })).toContainText('Database user ID');

  expect(codes.size, 'the provider returned one code').toBe(1);
  const secrets = [
    ...codes,
    ...(await page.evaluate(() => [localStorage.getItem('DS'), localStorage.getItem('DSR')])).filter(
      (token): token is string => Boolean(token),
    ),
  ];
  expect(secrets.length, 'the session tokens are stored').toBe(3);
  expect(page.url()).not.toContain('code=');
  for (const secret of secrets) {
    expect(referers.filter((referer) => referer.includes(secret))).toEqual([]);
    expect(consoleMessages.filter((message) => message.text.includes(secret))).toEqual([]);
  }
});
