// Health of the deployment: api, db and telekinesis, polled every 30 s.
import { API_PATHS } from '@/lib/api';

export type HealthValue = 'unknown' | 'healthy' | 'unhealthy' | 'n/a';
export type HealthKey = 'frontend' | 'api' | 'db' | 'telekinesis';
export type HealthState = Record<HealthKey, HealthValue>;

export const HEALTH_POLL_MS = 30_000;
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

export interface HealthOptions {
  apiUrl: string;
  /** False for type ethereal without force-apotheosis: api and db are n/a and never requested. */
  checksApi: boolean;
  telekinesisQueueUrl: string | undefined;
  fetch?: typeof fetch;
  log?: (message: string, detail?: unknown) => void;
  timeoutMs?: number;
}

/** Status 200 means healthy; any other status, a network error or a timeout means unhealthy. */
export async function checkEndpoint(
  url: string,
  { fetch: fetchImpl = fetch, timeoutMs = HEALTH_TIMEOUT_MS }: Pick<HealthOptions, 'fetch' | 'timeoutMs'> = {},
): Promise<'healthy' | 'unhealthy'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetchImpl(url, { method: 'GET', signal: controller.signal, cache: 'no-store' });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    return 'healthy';
  } finally {
    clearTimeout(timer);
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
      log(HEALTH_LOG[key], error);
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

export interface Poller {
  start(): void;
  stop(): void;
}

/**
 * Runs `round` now and every `intervalMs`; a tick that finds the previous round still in
 * flight is skipped, so there are never two rounds at once. Nothing is delivered after stop().
 */
export function createPoller(round: () => Promise<void>, intervalMs: number = HEALTH_POLL_MS): Poller {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  const tick = () => {
    if (inFlight) return;
    inFlight = true;
    round().finally(() => {
      inFlight = false;
    });
  };
  return {
    start() {
      if (timer !== undefined) return;
      tick();
      timer = setInterval(tick, intervalMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
