import {
  CALLBACK_REDIRECTS,
  CALLBACK_TIMEOUT_MS,
  ERROR_REDIRECT_MS,
  MESSAGES,
  classifyExchangeError,
  readCallbackQuery,
} from '@/lib/auth/callback';
import {
  EMPTY_NAME_MESSAGE,
  INITIAL_NAME_EDIT,
  NAME_ERROR_CLEAR_MS,
  NAME_SUCCESS_CLEAR_MS,
  messageClearDelay,
  nameEditReducer,
  type NameEditEvent,
  type NameEditState,
} from '@/lib/auth/display-name';
import { isSignInAddress, loginFailedMessage, loginThrewMessage, startLogin } from '@/lib/auth/login';
import { PENDING_SIGN_IN_KEY, RETURN_PARAMS } from '@/lib/auth/pending-sign-in';
import { landingError } from '@/lib/auth/landing-errors';
import { profileUpdateFor, providerName } from '@/lib/auth/profile';
import { diagnose, diagnosticVerdict } from '@/lib/auth/diagnostic';
import { isLocalhost } from '@/lib/site';
import { OAUTH_PROVIDERS, callbackUrl, providerFromLoginId } from '@/lib/auth/providers';
import { memoryStorage } from '@/lib/memory-storage';

describe('providers', () => {
  it('are the six of the spec', () => {
    expect(OAUTH_PROVIDERS).toEqual(['google', 'github', 'microsoft', 'facebook', 'discord', 'linkedin']);
  });

  it('read the provider from the first login id', () => {
    expect(providerFromLoginId('github-1234567')).toBe('github');
    expect(providerFromLoginId('Discord|99')).toBe('discord');
    expect(providerFromLoginId('ada@example.com')).toBeUndefined();
    expect(providerFromLoginId(undefined)).toBeUndefined();
  });

  it('return to {origin}/auth/callback/, the callback’s canonical address (no host redirect sees the code)', () => {
    expect(callbackUrl('https://milligram.dev')).toBe('https://milligram.dev/auth/callback/');
  });
});

describe('startLogin', () => {
  const quiet = () => {};

  it('answers the URL of the provider, and records the sign-in the return URL names', async () => {
    const storage = memoryStorage();
    const start = jest.fn<Promise<{ ok: boolean; data: { url: string } }>, [string, string]>(async () => ({
      ok: true,
      data: { url: 'https://idp/consent' },
    }));
    expect(await startLogin('github', 'http://site', start, { storage, log: quiet })).toEqual({
      url: 'https://idp/consent',
    });
    const [provider, redirect] = start.mock.calls[0];
    expect(provider).toBe('github');
    const back = new URL(redirect);
    expect(`${back.origin}${back.pathname}`).toBe('http://site/auth/callback/');
    const nonce = back.searchParams.get(RETURN_PARAMS.nonce);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(back.searchParams.get(RETURN_PARAMS.provider)).toBe('github');
    expect(JSON.parse(storage.items.get(PENDING_SIGN_IN_KEY)!)).toMatchObject({ nonce, provider: 'github' });
  });

  it('answers "Failed to connect with {provider}. Please try again." when the start fails, recording nothing', async () => {
    const storage = memoryStorage();
    const start = async () => ({ ok: false });
    expect(await startLogin('google', 'http://site', start, { storage, log: quiet })).toEqual({
      error: 'Failed to connect with Google. Please try again.',
    });
    expect(
      await startLogin('google', 'http://site', async () => ({ ok: true, data: {} }), { storage, log: quiet }),
    ).toEqual({ error: loginFailedMessage('google') });
    expect(storage.items.size).toBe(0);
  });

  it('follows only an https address, or http on a development host', async () => {
    const storage = memoryStorage();
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://idp.example/consent', '//idp/x', 'nope']) {
      const start = async () => ({ ok: true, data: { url } });
      expect(await startLogin('github', 'http://site', start, { storage, log: quiet })).toEqual({
        error: loginFailedMessage('github'),
      });
    }
    expect(storage.items.size).toBe(0);
    for (const url of ['https://idp.example/consent', 'http://localhost:4400/consent', 'http://127.0.0.1/x']) {
      expect(isSignInAddress(url)).toBe(true);
    }
  });

  it('answers "An error occurred with {provider} login. Please try again." when the start throws', async () => {
    const storage = memoryStorage();
    const start = async () => {
      throw new Error('network');
    };
    expect(await startLogin('linkedin', 'http://site', start, { storage, log: quiet })).toEqual({
      error: 'An error occurred with LinkedIn login. Please try again.',
    });
    expect(storage.items.size).toBe(0);
    expect(loginThrewMessage('discord')).toBe('An error occurred with Discord login. Please try again.');
  });
});

describe('landing errors', () => {
  it('explain every ?error= the callback sends the browser back with, and nothing else', () => {
    for (const path of [CALLBACK_REDIRECTS.noCode, CALLBACK_REDIRECTS.authFailed, CALLBACK_REDIRECTS.callbackError]) {
      const code = new URLSearchParams(path.split('?')[1]).get('error');
      expect(landingError(code)).toEqual(expect.stringMatching(/\w+/));
    }
    for (const code of ['__proto__', 'constructor', 'toString', '', null, undefined, 'nope'])
      expect(landingError(code)).toBeUndefined();
  });
});

describe('callback', () => {
  it('times out after 10 s and redirects errors after 3 s', () => {
    expect(CALLBACK_TIMEOUT_MS).toBe(10_000);
    expect(ERROR_REDIRECT_MS).toBe(3_000);
    expect(MESSAGES.timeout).toBe('Authentication timeout - please try again');
    expect(MESSAGES.noCode).toBe('No authorization code received from OAuth provider');
  });

  it('reads code, state and err from the query, and the nonce and provider of the sign-in', () => {
    const none = { nonce: undefined, provider: undefined };
    expect(readCallbackQuery('?code=abc&state=xyz')).toEqual({
      code: 'abc',
      state: 'xyz',
      err: undefined,
      returned: none,
    });
    expect(readCallbackQuery('?err=E062108')).toMatchObject({ code: undefined, err: 'E062108', returned: none });
    expect(readCallbackQuery('?code=')).toMatchObject({ code: undefined, err: undefined });
    expect(readCallbackQuery('?nonce=n1&provider=github&code=c').returned).toEqual({ nonce: 'n1', provider: 'github' });
  });

  it('maps E061301 and "Failed exchanging" to provider configuration required', () => {
    expect(classifyExchangeError({ errorCode: 'E061301' }, false).kind).toBe('config-required');
    expect(
      classifyExchangeError({ errorCode: 'E0', errorDescription: 'Failed exchanging OAuth code' }, false).kind,
    ).toBe('config-required');
  });

  it('maps E062209 and "user must exist" to the registration message', () => {
    const expected = {
      kind: 'registration',
      message: 'New user registration may be required. Please contact support.',
    };
    expect(classifyExchangeError({ errorCode: 'E062209' }, false)).toEqual(expected);
    expect(classifyExchangeError({ errorMessage: 'user must exist to sign in' }, false)).toEqual(expected);
  });

  it('maps other errors to "Authentication failed: {message}" and /?error=auth_failed, not on localhost', () => {
    expect(classifyExchangeError({ errorCode: 'E011001', errorMessage: 'Bad day' }, false)).toEqual({
      kind: 'failed',
      message: 'Authentication failed: Bad day',
      redirect: CALLBACK_REDIRECTS.authFailed,
    });
    expect(classifyExchangeError({ errorDescription: 'Bad day' }, true)).toEqual({
      kind: 'failed',
      message: 'Authentication failed: Bad day',
      redirect: undefined,
    });
    expect(CALLBACK_REDIRECTS.authFailed).toBe('/?error=auth_failed');
  });

  it('knows localhost', () => {
    expect(isLocalhost('localhost')).toBe(true);
    expect(isLocalhost('127.0.0.1')).toBe(true);
    expect(isLocalhost('milligram.dev')).toBe(false);
  });
});

describe('profile rule', () => {
  const github = {
    email: 'ada@example.com',
    loginIds: ['github-42'],
    name: 'Ada Lovelace',
    picture: 'https://a/ada.png',
  };

  it('sets the name when the user has none and the provider supplies one', () => {
    expect(profileUpdateFor({ name: null }, github)).toEqual({
      name: 'Ada Lovelace',
      profile: {
        oauthProvider: 'github',
        oauthData: { username: 'ada@example.com', displayName: 'Ada Lovelace', avatar: 'https://a/ada.png' },
      },
    });
  });

  it('stores only the provider data when the user already has a name', () => {
    expect(profileUpdateFor({ name: 'Countess' }, github)).not.toHaveProperty('name');
  });

  it('stores only the provider data when the provider supplies no name', () => {
    const update = profileUpdateFor({ name: null }, { loginIds: ['discord-1'] });
    expect(update).toEqual({ profile: { oauthProvider: 'discord', oauthData: {} } });
  });

  it('takes the name from name, displayName, givenName, nickname, then username', () => {
    expect(providerName({ givenName: 'Ada', nickname: 'al' })).toBe('Ada');
    expect(providerName({ username: 'ada99' })).toBe('ada99');
    expect(providerName({ name: '  ' })).toBeUndefined();
  });
});

describe('display-name edit', () => {
  const run = (events: NameEditEvent[], from: NameEditState = INITIAL_NAME_EDIT) =>
    events.reduce(nameEditReducer, from);

  it('goes idle → editing → saving → success, saving the trimmed value', () => {
    const saving = run([{ type: 'edit', current: 'Ada' }, { type: 'change', draft: '  Ada L.  ' }, { type: 'submit' }]);
    expect(saving).toEqual({ status: 'saving', draft: 'Ada L.' });
    const done = nameEditReducer(saving, { type: 'saved' });
    expect(done).toMatchObject({ status: 'idle', message: { kind: 'success' } });
    expect(messageClearDelay(done)).toBe(NAME_SUCCESS_CLEAR_MS);
    expect(nameEditReducer(done, { type: 'clear' })).toEqual(INITIAL_NAME_EDIT);
  });

  it('refuses a blank name with "Name cannot be empty" and keeps editing', () => {
    const state = run([{ type: 'edit', current: 'Ada' }, { type: 'change', draft: '   ' }, { type: 'submit' }]);
    expect(state).toEqual({ status: 'editing', draft: '   ', error: EMPTY_NAME_MESSAGE });
    expect(EMPTY_NAME_MESSAGE).toBe('Name cannot be empty');
  });

  it('clears "Name cannot be empty" after 5 s like the other errors, still editing the draft', () => {
    const state = run([{ type: 'edit', current: 'Ada' }, { type: 'change', draft: '' }, { type: 'submit' }]);
    expect(messageClearDelay(state)).toBe(NAME_ERROR_CLEAR_MS);
    expect(nameEditReducer(state, { type: 'clear' })).toEqual({ status: 'editing', draft: '' });
    expect(messageClearDelay(nameEditReducer(state, { type: 'clear' }))).toBeNull();
  });

  it('shows the server message or "Failed to update name", cleared after 5 s', () => {
    const saving = run([{ type: 'edit', current: 'A' }, { type: 'submit' }]);
    const failed = nameEditReducer(saving, { type: 'failed', message: 'Network error - please check your connection' });
    expect(failed).toEqual({
      status: 'idle',
      message: { kind: 'error', text: 'Network error - please check your connection' },
    });
    expect(messageClearDelay(failed)).toBe(NAME_ERROR_CLEAR_MS);
    expect(nameEditReducer(saving, { type: 'failed' })).toMatchObject({ message: { text: 'Failed to update name' } });
    expect(NAME_SUCCESS_CLEAR_MS).toBe(3000);
    expect(NAME_ERROR_CLEAR_MS).toBe(5000);
  });

  it('cancels back to idle, and ignores events that do not apply', () => {
    expect(run([{ type: 'edit', current: 'A' }, { type: 'cancel' }])).toEqual(INITIAL_NAME_EDIT);
    expect(run([{ type: 'submit' }])).toEqual(INITIAL_NAME_EDIT);
    expect(run([{ type: 'saved' }])).toEqual(INITIAL_NAME_EDIT);
  });
});

describe('sign-in diagnostic', () => {
  const local = {
    origin: 'http://localhost:3000',
    protocol: 'http:',
    hostname: 'localhost',
  };
  const plain = {
    origin: 'http://milligram.test',
    protocol: 'http:',
    hostname: 'milligram.test',
  };
  const secure = {
    origin: 'https://milligram.dev',
    protocol: 'https:',
    hostname: 'milligram.dev',
  };
  const id = 'P2TESTPROJECT000000000000000';

  it('checks the project id, the SDK, the domain and the callback URL, in that order', () => {
    const checks = diagnose({ projectId: id, sdkReady: true, location: local });
    expect(checks.map((c) => c.name)).toEqual(['Project ID', 'SDK', 'Domain', 'Callback URL']);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(checks[3].detail).toContain('http://localhost:3000/auth/callback/');
    expect(diagnose({ projectId: id, sdkReady: true, location: secure }).every((c) => c.ok)).toBe(true);
  });

  it('fails a missing project id, an SDK that did not initialise and a plain-HTTP domain and callback', () => {
    const checks = diagnose({ projectId: undefined, sdkReady: false, location: plain });
    expect(checks.map((c) => c.ok)).toEqual([false, false, false, false]);
    expect(checks[0].detail).toBe('not set at build time');
    expect(checks[3].detail).toContain('not HTTPS');
  });

  it('fails the callback URL, separately from the domain, when the site sends another redirect URL', () => {
    const checks = diagnose({
      projectId: id,
      sdkReady: true,
      location: secure,
      redirectUrl: 'https://milligram.dev/callback',
    });
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, false]);
    expect(checks[3].detail).toContain('not https://milligram.dev/auth/callback');
  });
});

describe('the diagnostic verdict', () => {
  const check = (name: string, ok: boolean) => ({ name, ok, detail: '' });
  it('blames the provider when every check passes', () => {
    expect(diagnosticVerdict([check('SDK', true), check('Domain', true)])).toMatch(/^This site's set-up looks right/);
  });
  it('reads passing checks against how the sign-in ended', () => {
    const passing = [check('SDK', true)];
    expect(diagnosticVerdict(passing, 'not-started')).toMatch(/did not start in this tab/);
    expect(diagnosticVerdict(passing, 'not-started')).not.toMatch(/refused/);
    expect(diagnosticVerdict(passing, 'timeout')).toMatch(/did not answer in time/);
    expect(diagnosticVerdict(passing, 'failed')).toMatch(/refused this sign-in/);
    expect(diagnosticVerdict([check('SDK', false)], 'not-started')).toMatch(/^One check failed \(SDK\)/);
  });
  it('names the failed checks and what to do', () => {
    expect(diagnosticVerdict([check('Project ID', false), check('SDK', true)])).toBe(
      'One check failed (Project ID): fix what is marked below, then rebuild and redeploy the site.',
    );
    expect(diagnosticVerdict([check('Project ID', false), check('Domain', false)])).toMatch(
      /^2 checks failed \(Project ID, Domain\)/,
    );
  });
});
