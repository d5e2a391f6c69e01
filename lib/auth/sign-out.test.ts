import { LOGOUT_CALL_LIMIT_MS, signOut, type SignOutEnv } from '@/lib/auth/sign-out';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A browser holding a session: `tokens` is what it has stored; `steps` what sign-out did, in order. */
function browser(logout: SignOutEnv['logout']) {
  const tokens = new Set(['DS', 'DSR', 'sessionToken', 'authToken']);
  const steps: string[] = [];
  const log = jest.fn();
  const env: SignOutEnv = {
    refreshToken: () => (tokens.has('DSR') ? 'refresh-jwt' : null),
    markSignedOut: () => steps.push('mark'),
    forget: () => {
      steps.push('forget');
      tokens.clear();
    },
    logout: jest.fn(logout),
    log,
  };
  return { tokens, steps, env, log };
}

describe('signOut', () => {
  it('marks the browser signed out, then forgets every token before the provider answers, and ends the session with the refresh token', async () => {
    let answer: () => void = () => {};
    const { tokens, steps, env } = browser(() => new Promise<void>((resolve) => (answer = resolve)));
    const done = signOut(env);
    expect(tokens.size).toBe(0);
    expect(steps).toEqual(['mark', 'forget']);
    expect(env.logout).toHaveBeenCalledWith('refresh-jwt');
    answer();
    await done;
  });

  it(`gives up on a provider that never answers after ${LOGOUT_CALL_LIMIT_MS / 1000} s, and says so`, async () => {
    expect(LOGOUT_CALL_LIMIT_MS).toBe(5_000);
    const { tokens, env, log } = browser(() => new Promise(() => {}));
    let settled = false;
    const done = signOut(env).then(() => (settled = true));
    expect(tokens.size).toBe(0);
    await jest.advanceTimersByTimeAsync(LOGOUT_CALL_LIMIT_MS - 1);
    expect(settled).toBe(false);
    // Meanwhile the SDK refreshed the session and stored it again: forgotten once more at the end.
    tokens.add('DS');
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toBe(true);
    expect(tokens.size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('did not answer the logout'));
  });

  it('only logs a failing call', async () => {
    const { tokens, env, log } = browser(async () => {
      throw new Error('503');
    });
    await expect(signOut(env)).resolves.toBeUndefined();
    expect(tokens.size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Logout call failed'), expect.any(Error));
  });

  it('calls nobody when there is no refresh token, or storage cannot be read, and marks the browser all the same', async () => {
    const { env, steps } = browser(async () => {});
    env.refreshToken = () => null;
    await signOut(env);
    expect(steps).toEqual(['mark', 'forget']);
    env.refreshToken = () => {
      throw new Error('blocked');
    };
    await signOut(env);
    expect(env.logout).not.toHaveBeenCalled();
  });
});
