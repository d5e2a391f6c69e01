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

/** Status 200 means healthy; any other status, a network error or a timeout means unhealthy. */
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
    if (response.status !== 200) throw new Error(`status ${response.status}`);
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
  start(): void;
  /** Stops for good and aborts the round in flight. */
  stop(): void;
  /** No new rounds until resume() (the tab is hidden). */
  pause(): void;
  /** Runs a round at once, then the usual cadence (the tab is visible again). */
  resume(): void;
}

/** The pause before the next round after `failures` failed rounds in a row: 30 s, 30 s, 60 s, 120 s, 120 s… */
export function nextPollDelay(failures: number, intervalMs = HEALTH_POLL_MS, maxMs = HEALTH_MAX_POLL_MS): number {
  return Math.min(intervalMs * 2 ** Math.max(0, failures - 1), maxMs);
}

/**
 * Runs `round` now, then again `nextPollDelay` after each round ends, so there are never two
 * rounds at once. Nothing runs while paused, and nothing after stop().
 */
export function createPoller(round: Round, intervalMs: number = HEALTH_POLL_MS, maxMs = HEALTH_MAX_POLL_MS): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let running = false;
  let paused = false;
  let failures = 0;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (running && !paused && !controller) timer = setTimeout(tick, nextPollDelay(failures, intervalMs, maxMs));
  };

  function tick() {
    timer = undefined;
    if (!running || paused || controller) return;
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
        if (controller === current) controller = undefined;
        schedule();
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      tick();
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
      tick();
    },
  };
}
