import {
  CALLBACK_REDIRECTS,
  CALLBACK_TIMEOUT_MS,
  ERROR_REDIRECT_MS,
  MESSAGES,
  PROFILE_RULE_LIMIT_MS,
  runCallback,
  secondsLeft,
  type CallbackEnv,
  type CallbackOutcome,
  type ExchangeResponse,
} from '@/lib/auth/callback';

/** A callback run with fake timers: what it showed, where it went and what it called. */
function start(search: string, exchange: CallbackEnv['exchange'], overrides: Partial<CallbackEnv> = {}) {
  const shown: CallbackOutcome[] = [];
  const navigate = jest.fn();
  const signedIn = jest.fn();
  const afterSignIn = jest.fn(async () => {});
  const stop = runCallback(search, {
    claimPendingSignIn: () => true,
    exchange,
    afterSignIn,
    signedIn,
    show: (outcome) => shown.push(outcome),
    navigate,
    onLocalhost: false,
    log: () => {},
    ...overrides,
  });
  return { shown, navigate, signedIn, afterSignIn, stop, last: () => shown.at(-1) };
}

const answer = (response: ExchangeResponse) => jest.fn(async () => response);
const never = () => jest.fn(() => new Promise<ExchangeResponse>(() => {}));
const failure = (errorCode: string, errorDescription = '') =>
  answer({ ok: false, error: { errorCode, errorDescription } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the callback sequence', () => {
  it('exchanges the code, signs in, applies the profile rule, then goes to /home/', async () => {
    const exchange = answer({ ok: true, data: { sessionJwt: 'jwt', user: { name: 'Ada' } } });
    const run = start('?code=abc&state=xyz', exchange);
    await jest.advanceTimersByTimeAsync(0);
    expect(exchange).toHaveBeenCalledWith('abc');
    expect(run.signedIn).toHaveBeenCalledTimes(1);
    expect(run.afterSignIn).toHaveBeenCalledWith('jwt', { name: 'Ada' });
    expect(run.last()).toEqual({ kind: 'success' });
    expect(run.navigate).toHaveBeenCalledWith(CALLBACK_REDIRECTS.success);
    expect(CALLBACK_REDIRECTS.success).toBe('/home/');
  });

  it(`does not let the profile rule hold the way to /home/ longer than ${PROFILE_RULE_LIMIT_MS} ms`, async () => {
    const run = start('?code=abc', answer({ ok: true, data: { sessionJwt: 'jwt' } }), {
      afterSignIn: () => new Promise(() => {}),
    });
    await jest.advanceTimersByTimeAsync(PROFILE_RULE_LIMIT_MS - 1);
    expect(run.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run.navigate).toHaveBeenCalledWith('/home/');
  });

  it('says "No authorization code received from OAuth provider" and goes to /?error=no_code after 3 s', async () => {
    const exchange = never();
    const run = start('', exchange);
    expect(run.last()).toEqual({ kind: 'no-code', message: MESSAGES.noCode, redirect: '/?error=no_code' });
    expect(MESSAGES.noCode).toBe('No authorization code received from OAuth provider');
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS - 1);
    expect(run.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run.navigate).toHaveBeenCalledWith('/?error=no_code');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('shows that provider configuration is required for E061301 or "Failed exchanging", and stays', async () => {
    for (const exchange of [failure('E061301'), failure('E000000', 'Failed exchanging OAuth code')]) {
      const run = start('?code=abc', exchange);
      await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS * 2);
      expect(run.last()).toEqual({ kind: 'config-required', message: MESSAGES.configRequired });
      expect(run.navigate).not.toHaveBeenCalled();
      expect(run.signedIn).not.toHaveBeenCalled();
    }
  });

  it('says "New user registration may be required. Please contact support." for E062209 or "user must exist"', async () => {
    for (const exchange of [failure('E062209'), failure('E000000', 'the user must exist')]) {
      const run = start('?code=abc', exchange);
      await jest.advanceTimersByTimeAsync(0);
      expect(run.last()).toEqual({
        kind: 'registration',
        message: 'New user registration may be required. Please contact support.',
      });
    }
  });

  it('says "Authentication failed: {message}" and goes to /?error=auth_failed after 3 s', async () => {
    const run = start('?code=abc', answer({ ok: false, error: { errorCode: 'E011003', errorMessage: 'Bad request' } }));
    await jest.advanceTimersByTimeAsync(0);
    expect(run.last()).toMatchObject({ kind: 'failed', message: 'Authentication failed: Bad request' });
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS);
    expect(run.navigate).toHaveBeenCalledWith('/?error=auth_failed');
  });

  it('stays on the page (for the diagnostic) after a failed exchange on localhost', async () => {
    const run = start('?code=abc', failure('E011003'), { onLocalhost: true });
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS * 2);
    expect(run.last()).toMatchObject({ kind: 'failed', redirect: undefined });
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('maps the provider’s ?err= like an exchange error, without exchanging', async () => {
    const exchange = never();
    const run = start('?err=E062209', exchange);
    expect(run.last()?.kind).toBe('registration');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('never shows the text of ?err=: a fixed message, with the code only when it looks like one', () => {
    const message = (search: string) => {
      const outcome = start(search, never()).last();
      return outcome && 'message' in outcome ? outcome.message : undefined;
    };
    expect(message('?err=E062108')).toBe(
      'Authentication failed: The identity provider could not sign you in. (E062108)',
    );
    for (const err of ['<script>alert(1)</script>', 'Your account is locked, call +1 555', 'E12']) {
      expect(message(`?err=${encodeURIComponent(err)}`)).toBe(
        'Authentication failed: The identity provider could not sign you in.',
      );
    }
  });

  it('makes no exchange for a code this tab did not ask for (login CSRF), and says so', async () => {
    const exchange = answer({ ok: true, data: { sessionJwt: 'attacker' } });
    const claim = jest.fn(() => false);
    const run = start('?code=attackers-code&nonce=guess&provider=github', exchange, { claimPendingSignIn: claim });
    await jest.advanceTimersByTimeAsync(CALLBACK_TIMEOUT_MS + ERROR_REDIRECT_MS);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(claim).toHaveBeenCalledWith({ nonce: 'guess', provider: 'github' });
    expect(exchange).not.toHaveBeenCalled();
    expect(run.signedIn).not.toHaveBeenCalled();
    expect(run.last()).toEqual({ kind: 'not-started', message: MESSAGES.notStarted });
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('shows a stray ?err= that this tab did not ask for as not started, and leaves its own sign-in under way', async () => {
    const claim = jest.fn(() => false);
    const run = start('?err=E062108', never(), { claimPendingSignIn: claim });
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS * 2);
    expect(claim).toHaveBeenCalledWith({});
    expect(run.last()).toEqual({ kind: 'not-started', message: MESSAGES.notStarted });
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('goes to /?error=callback_error 3 s after the exchange throws', async () => {
    const run = start(
      '?code=abc',
      jest.fn(async () => {
        throw new Error('network');
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(run.last()).toEqual({
      kind: 'exception',
      message: MESSAGES.exception,
      redirect: '/?error=callback_error',
    });
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS);
    expect(run.navigate).toHaveBeenCalledWith('/?error=callback_error');
  });

  it(`says "Authentication timeout - please try again" after ${CALLBACK_TIMEOUT_MS} ms without an answer`, async () => {
    const run = start('?code=abc', never());
    await jest.advanceTimersByTimeAsync(CALLBACK_TIMEOUT_MS - 1);
    expect(run.shown).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(run.last()).toEqual({ kind: 'timeout', message: 'Authentication timeout - please try again' });
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS * 10);
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('completes a sign-in whose exchange succeeds after the timeout: no timeout page over a live session', async () => {
    let resolve!: (response: ExchangeResponse) => void;
    const run = start('?code=abc', () => new Promise((r) => (resolve = r)));
    await jest.advanceTimersByTimeAsync(CALLBACK_TIMEOUT_MS);
    expect(run.last()?.kind).toBe('timeout');
    resolve({ ok: true, data: { sessionJwt: 'jwt' } });
    await jest.advanceTimersByTimeAsync(0);
    expect(run.signedIn).toHaveBeenCalled();
    expect(run.last()).toEqual({ kind: 'success' });
    expect(run.navigate).toHaveBeenCalledWith('/home/');
  });

  it('keeps the timeout message when the exchange fails after it', async () => {
    let resolve!: (response: ExchangeResponse) => void;
    const run = start('?code=abc', () => new Promise((r) => (resolve = r)));
    await jest.advanceTimersByTimeAsync(CALLBACK_TIMEOUT_MS);
    resolve({ ok: false, error: { errorCode: 'E061301' } });
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS);
    expect(run.shown.map((o) => o.kind)).toEqual(['timeout']);
  });

  it('does nothing more once stopped (the page was left)', async () => {
    const run = start('', never());
    run.stop();
    await jest.advanceTimersByTimeAsync(ERROR_REDIRECT_MS);
    expect(run.navigate).not.toHaveBeenCalled();
  });
});

describe("the error redirect's countdown", () => {
  it('shows whole seconds left: 3 at once, 2 after the first second, 0 at the redirect', () => {
    expect(secondsLeft(ERROR_REDIRECT_MS, 0)).toBe(3);
    expect(secondsLeft(ERROR_REDIRECT_MS, 999)).toBe(3);
    expect(secondsLeft(ERROR_REDIRECT_MS, 1_000)).toBe(2);
    expect(secondsLeft(ERROR_REDIRECT_MS, 2_500)).toBe(1);
    expect(secondsLeft(ERROR_REDIRECT_MS, ERROR_REDIRECT_MS)).toBe(0);
    expect(secondsLeft(ERROR_REDIRECT_MS, 9_000)).toBe(0);
  });
});
