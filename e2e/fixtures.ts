// The test object every spec uses: fails a test on any uncaught page error, console error or
// Content-Security-Policy violation it did not declare, and gives access to the emulators'
// control ports.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_CONTROL_PORT, IDP_CONTROL_PORT } from '../dev/variants.ts';

interface Fixtures {
  /** Console errors a test expects (e.g. the browser's own line for a failed request). */
  allowConsoleErrors: RegExp[];
  consoleMessages: { type: string; text: string }[];
  api: ApiControl;
  idp: IdpControl;
}

/** One call the identity-provider emulator received (OPTIONS preflights are not logged). */
export interface IdpCall {
  method: string;
  path: string;
  at: number;
  /** The status answered; null when none was (a logout held by "hang" or closed by "drop"). */
  status: number | null;
  /** On refresh, try-refresh, me and logout: whether the call carried a refresh token of a live session. */
  session?: 'valid' | 'unknown' | 'none';
}

export interface IdpControl {
  setMode(modes: {
    start?: 'ok' | 'fail';
    exchange?: 'ok' | 'E061301' | 'E062209' | 'error' | 'hang';
    return?: 'code' | 'no-code' | 'err';
    /** ok ends the session; hang never answers (until reset); drop closes the connection; html-502 keeps the session. */
    logout?: 'ok' | 'hang' | 'drop' | 'html-502';
  }): Promise<void>;
  reset(): Promise<void>;
  /** The calls since the last reset, oldest first. */
  calls(): Promise<IdpCall[]>;
}

export interface ApiControl {
  setMode(route: string, mode: 'ok' | 'error' | 'non-json' | 'slow' | 'stall' | 'down'): Promise<void>;
  reset(): Promise<void>;
  requests(): Promise<
    { method: string; route: string; origin: string | null; authorization: string | null; at: number }[]
  >;
}

/** An emulator's control port: a POST (as JSON, the only kind it takes) that must succeed, a GET of JSON. */
function controlPort(request: APIRequestContext, port: number) {
  const origin = `http://localhost:${port}`;
  return {
    async post(path: string, data: object) {
      const response = await request.post(`${origin}${path}`, { data });
      expect(response.ok()).toBe(true);
    },
    get: async (path: string) => (await request.get(`${origin}${path}`)).json(),
  };
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  // Automatic: every test watches the console, whether or not it reads the messages.
  consoleMessages: [
    async ({ page, allowConsoleErrors }, use) => {
      const messages: { type: string; text: string }[] = [];
      const unexpected: string[] = [];
      page.on('console', (message) => {
        const entry = { type: message.type(), text: message.text() };
        messages.push(entry);
        if (entry.type === 'error' && !allowConsoleErrors.some((re) => re.test(entry.text)))
          unexpected.push(entry.text);
      });
      page.on('pageerror', (error) => unexpected.push(`Uncaught: ${error.message}`));
      // Every violation of the page's policy becomes a console error the check above sees.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim(),
          );
        });
      });
      await use(messages);
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  api: async ({ request }, use) => {
    const port = controlPort(request, API_CONTROL_PORT);
    await use({
      setMode: (route, mode) => port.post('/mode', { route, mode }),
      reset: () => port.post('/reset', {}),
      requests: () => port.get('/requests'),
    });
  },
  idp: async ({ request }, use) => {
    const port = controlPort(request, IDP_CONTROL_PORT);
    await use({
      setMode: (modes) => port.post('/mode', modes),
      reset: () => port.post('/reset', {}),
      calls: () => port.get('/calls'),
    });
  },
});

export { expect };

export async function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}
