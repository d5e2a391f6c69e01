// Log out: this browser forgets the session at once and for good (so a user on a shared computer
// who closes the tab right after leaves nothing live behind), and the identity provider is told in
// the background, for at most 5 s. An answer that never comes changes nothing the user sees, and
// no SDK, timer or other tab can bring the session back (lib/auth/session-guard.ts).

/** The identity provider's logout call may take this long; after it, the call is given up on. */
export const LOGOUT_CALL_LIMIT_MS = 5_000;

export interface SignOutEnv {
  /** The refresh token the provider's session is ended with, read from storage before it is forgotten. */
  refreshToken: () => string | null | undefined;
  /** Marks the browser signed out, for every tab: nothing writes a session back from now on. */
  markSignedOut: () => void;
  /** Forgets every token this browser holds. */
  forget: () => void;
  /** The provider's logout call for that token (the SDK's `logout`). */
  logout: (refreshToken: string) => Promise<unknown>;
  log?: (message: string, detail?: unknown) => void;
  setTimeout?: (run: () => void, ms: number) => unknown;
}

/**
 * Marks the browser signed out and forgets the session now, then ends it at the provider. Resolves
 * once the call answered or was given up on; never rejects. The tokens are forgotten again then,
 * in case storage refused the mark (a blocked localStorage) and something wrote them back.
 */
export async function signOut(env: SignOutEnv): Promise<void> {
  const log = env.log ?? console.warn;
  const later = env.setTimeout ?? ((run, ms) => setTimeout(run, ms));
  let token: string | null | undefined;
  try {
    token = env.refreshToken();
  } catch {
    token = undefined; // storage blocked: nothing to end at the provider
  }
  env.markSignedOut();
  env.forget();
  if (!token) return;
  const limit = new Promise<'timeout'>((resolve) => later(() => resolve('timeout'), LOGOUT_CALL_LIMIT_MS));
  try {
    const outcome = await Promise.race([env.logout(token), limit]);
    if (outcome === 'timeout') log(`The identity provider did not answer the logout within ${LOGOUT_CALL_LIMIT_MS} ms`);
  } catch (error) {
    log('Logout call failed; signed out in this browser anyway', error);
  }
  env.forget();
}
