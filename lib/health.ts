// Health of the deployment: api, db and telekinesis, polled every 30 s.
import { API_PATHS } from '@/lib/api-paths';
import type { Settings } from '@/lib/config';
import { checksApiHealth } from '@/lib/deployment';

export type HealthValue = 'unknown' | 'healthy' | 'unhealthy' | 'n/a';
export type HealthKey = 'frontend' | 'api' | 'db' | 'telekinesis';
export type HealthState = Record<HealthKey, HealthValue>;

/** A round of checks every 30 s while healthy and visible. */
export const HEALTH_POLL_MS = 30_000;
/** After consecutive failed rounds the pause doubles (30 s, 60 s, …) up to this; a success resets it. */
export const HEALTH_MAX_POLL_MS = 120_000;
/** One check that has not answered by then counts as failed, so a round always ends. */
export const HEALTH_TIMEOUT_MS = 8_000;

export const HEALTH_LOG = {
  api: 'API health check failed',
  db: 'Database health check failed',
  telekinesis: 'Telekinesis health check failed',
} as const;

export const INITIAL_HEALTH: HealthState = {
  frontend: 'unknown',
  api: 'unknown',
  db: 'unknown',
  telekinesis: 'unknown',
};

/** What a deployment's health checks look at, from its settings. */
export interface HealthTargets {
  apiUrl: string;
  /** False for type ethereal without force-apotheosis: api and db are n/a and never requested. */
  checksApi: boolean;
  telekinesisQueueUrl: string | undefined;
}

export const healthTargets = (s: Settings): HealthTargets => ({
  apiUrl: s.apiUrl,
  checksApi: checksApiHealth(s),
  telekinesisQueueUrl: s.telekinesisQueueUrl,
});

export interface HealthOptions extends HealthTargets {
  fetch?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
  timeoutMs?: number;
  /** Aborts the round's requests (the page is gone); nothing is logged for an aborted check. */
  signal?: AbortSignal;
}

/**
 * Status 200 with its whole answer read within the time limit means healthy; any other status, a
 * network error, or an answer that is not complete by then means unhealthy. An answer not read to
 * its end is cancelled, so a stalled body never keeps holding one of the browser's few connections
 * to the API's host.
 */
export async function checkEndpoint(
  url: string,
  {
    fetch: fetchImpl = fetch,
    timeoutMs = HEALTH_TIMEOUT_MS,
    signal,
  }: Pick<HealthOptions, 'fetch' | 'timeoutMs' | 'signal'> = {},
): Promise<'healthy' | 'unhealthy'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) abort();
  try {
    const response = await fetchImpl(url, { method: 'GET', signal: controller.signal, cache: 'no-store' });
    if (response.status !== 200) {
      response.body?.cancel().catch(() => {});
      throw new Error(`status ${response.status}`);
    }
    // Aborting the request (the limit, or the round's end) also ends this read.
    await response.arrayBuffer();
    return 'healthy';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** Telekinesis is healthy when a queue URL is known; without one there is nothing to check. */
export function telekinesisHealth(queueUrl: string | undefined): HealthValue {
  if (queueUrl === undefined || queueUrl === '') return 'n/a';
  new URL(queueUrl); // a malformed URL is an error, reported as unhealthy
  return 'healthy';
}

type CheckedKey = Exclude<HealthKey, 'frontend'>;

/**
 * One round of every check; never rejects. `onResult` hears each check as it ends, so a slow
 * check does not hold back the others.
 */
export async function checkHealth(
  options: HealthOptions,
  onResult: (key: CheckedKey, value: HealthValue) => void = () => {},
): Promise<Omit<HealthState, 'frontend'>> {
  const log = options.log ?? console.warn;
  const guarded = async (key: 'api' | 'db', path: string): Promise<HealthValue> => {
    let value: HealthValue;
    try {
      value = await checkEndpoint(`${options.apiUrl}${path}`, options);
    } catch (error) {
      if (!options.signal?.aborted) log(HEALTH_LOG[key], error);
      value = 'unhealthy';
    }
    onResult(key, value);
    return value;
  };
  let telekinesis: HealthValue;
  try {
    telekinesis = telekinesisHealth(options.telekinesisQueueUrl);
  } catch (error) {
    log(HEALTH_LOG.telekinesis, error);
    telekinesis = 'unhealthy';
  }
  onResult('telekinesis', telekinesis);
  if (!options.checksApi) {
    onResult('api', 'n/a');
    onResult('db', 'n/a');
    return { api: 'n/a', db: 'n/a', telekinesis };
  }
  const [api, db] = await Promise.all([guarded('api', API_PATHS.health), guarded('db', API_PATHS.dbHealth)]);
  return { api, db, telekinesis };
}

/** A round's result: false when it failed (and the next round should wait longer). */
export type Round = (signal: AbortSignal) => Promise<boolean | void>;

export interface Poller {
  /** Runs a round now, unless paused: then the first round waits for resume(). */
  start(): void;
  /** Stops for good and aborts the round in flight. */
  stop(): void;
  /** No new rounds until resume() (the tab is hidden). */
  pause(): void;
  /** Runs the next round when it is due: at once if its time passed while paused (the tab shows again). */
  resume(): void;
}

/** The pause before the next round after `failures` failed rounds in a row: 30 s, 30 s, 60 s, 120 s, 120 s… */
export function nextPollDelay(failures: number, intervalMs = HEALTH_POLL_MS, maxMs = HEALTH_MAX_POLL_MS): number {
  return Math.min(intervalMs * 2 ** Math.max(0, failures - 1), maxMs);
}

/**
 * Runs `round` now, then again `nextPollDelay` after each round ends, so there are never two
 * rounds at once. Nothing runs while paused, and nothing after stop(). Pausing keeps the schedule:
 * hiding and showing a tab never brings a round forward.
 */
export function createPoller(
  round: Round,
  intervalMs: number = HEALTH_POLL_MS,
  maxMs = HEALTH_MAX_POLL_MS,
  now = () => Date.now(),
): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let running = false;
  let paused = false;
  let failures = 0;
  /** When the next round is due (epoch ms); the first is due at once. */
  let dueAt = 0;

  /** Runs the next round if it is due, else sets a timer for it. */
  const arm = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!running || paused || controller) return;
    const wait = dueAt - now();
    if (wait > 0) timer = setTimeout(arm, wait);
    else tick();
  };

  function tick() {
    const current = new AbortController();
    controller = current;
    let pending: Promise<boolean | void>;
    try {
      pending = round(current.signal);
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending
      .then(
        (ok) => (failures = ok === false ? failures + 1 : 0),
        () => (failures += 1),
      )
      .finally(() => {
        if (controller !== current) return; // stopped meanwhile
        controller = undefined;
        dueAt = now() + nextPollDelay(failures, intervalMs, maxMs);
        arm();
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      arm();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
    },
    pause() {
      paused = true;
      clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      if (!paused) return;
      paused = false;
      arm();
    },
  };
}
