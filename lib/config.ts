// The only reader of process.env: every build-time setting (NEXT_PUBLIC_*, or the older
// VITE_* alias), parsed once; a malformed value is reported and its default used.
import { DEPLOYMENT_TYPES, isLocalhost, type DeploymentType } from '@/lib/site';

export type Flags = Record<string, boolean>;

export interface Settings {
  deploymentId: string;
  deploymentType: DeploymentType;
  /** Parsed flags, or the type's default when the setting is absent or invalid. */
  deploymentFlags: Flags;
  forceApotheosis: boolean;
  apiUrl: string;
  githubRepo: string;
  telekinesisQueueUrl: string | undefined;
  sanctified: boolean;
  descopeProjectId: string | undefined;
  descopeBaseUrl: string | undefined;
  siteUrl: string;
  /**
   * Where the docs' sources can be edited: a content file's path (`content/dmt.mdx`) appended to
   * it makes its "Edit this page" link; unset, docs pages show no such link.
   */
  docsEditUrl: string | undefined;
}

/** Setting names without their prefix; each is read as NEXT_PUBLIC_<name>, else VITE_<name>. */
export type SettingName =
  | 'DEPLOYMENT_ID'
  | 'DEPLOYMENT_TYPE'
  | 'DEPLOYMENT_FLAGS'
  | 'FORCE_APOTHEOSIS'
  | 'API_URL'
  | 'GITHUB_REPO'
  | 'TELEKINESIS_QUEUE_URL'
  | 'SANCTIFIED'
  | 'DESCOPE_PROJECT_ID'
  | 'DESCOPE_BASE_URL'
  | 'SITE_URL'
  | 'DOCS_EDIT_URL';

/** Full variable name → value, e.g. { NEXT_PUBLIC_API_URL: 'http://…' }. */
export type EnvSource = Partial<Record<string, string | undefined>>;

export type Logger = (message: string) => void;

export const DEFAULT_DEPLOYMENT_ID = 'local';
export const DEFAULT_DEPLOYMENT_TYPE: DeploymentType = 'apotheosis';
export const DEFAULT_API_URL = 'http://localhost:3001';
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function defaultFlags(type: DeploymentType): Flags {
  return type === 'apotheosis' ? { apotheosis: true } : { ethereal: true };
}

interface Raw {
  name: string;
  value: string | undefined;
}

/** The value of NEXT_PUBLIC_<name>, else VITE_<name>, with the variable actually read. */
function pick(env: EnvSource, name: SettingName): Raw {
  for (const full of [`NEXT_PUBLIC_${name}`, `VITE_${name}`]) {
    const value = env[full]?.trim();
    if (value) return { name: full, value };
  }
  return { name: `NEXT_PUBLIC_${name}`, value: undefined };
}

function parseFlags(raw: Raw, type: DeploymentType, warn: Logger): Flags {
  if (raw.value === undefined) return defaultFlags(type);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.value);
  } catch (error) {
    warn(`Failed to parse ${raw.name}: ${(error as Error).message}`);
    return defaultFlags(type);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    warn(`Failed to parse ${raw.name}: expected a JSON object such as {"apotheosis":true}`);
    return defaultFlags(type);
  }
  const flags: Flags = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'boolean') flags[key] = value;
    else warn(`Ignoring ${raw.name} flag "${key}": expected true or false`);
  }
  return flags;
}

function parseType(raw: Raw, warn: Logger): DeploymentType {
  if (raw.value === undefined) return DEFAULT_DEPLOYMENT_TYPE;
  const value = raw.value.toLowerCase();
  if ((DEPLOYMENT_TYPES as readonly string[]).includes(value)) return value as DeploymentType;
  warn(
    `Unknown ${raw.name} "${raw.value}": expected one of ${DEPLOYMENT_TYPES.join(', ')}; using ${DEFAULT_DEPLOYMENT_TYPE}`,
  );
  return DEFAULT_DEPLOYMENT_TYPE;
}

/** An http(s) origin-or-base URL without its trailing slash, or the fallback with a warning. */
function parseUrl(raw: Raw, fallback: string | undefined, warn: Logger): string | undefined {
  if (raw.value === undefined) return fallback;
  try {
    const url = new URL(raw.value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.href.replace(/\/+$/, '');
  } catch {
    warn(`Invalid ${raw.name} "${raw.value}": expected an http(s) URL; using ${fallback ?? 'the default'}`);
    return fallback;
  }
}

function parseBoolean(raw: Raw, fallback: boolean, warn: Logger): boolean {
  if (raw.value === undefined) return fallback;
  const value = raw.value.toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  warn(`Invalid ${raw.name} "${raw.value}": expected true or false; using ${fallback}`);
  return fallback;
}

export function parseSettings(env: EnvSource, warn: Logger = console.warn): Settings {
  const deploymentType = parseType(pick(env, 'DEPLOYMENT_TYPE'), warn);
  return {
    deploymentId: pick(env, 'DEPLOYMENT_ID').value ?? DEFAULT_DEPLOYMENT_ID,
    deploymentType,
    deploymentFlags: parseFlags(pick(env, 'DEPLOYMENT_FLAGS'), deploymentType, warn),
    forceApotheosis: parseBoolean(pick(env, 'FORCE_APOTHEOSIS'), false, warn),
    apiUrl: parseUrl(pick(env, 'API_URL'), DEFAULT_API_URL, warn)!,
    githubRepo: pick(env, 'GITHUB_REPO').value ?? '',
    telekinesisQueueUrl: pick(env, 'TELEKINESIS_QUEUE_URL').value,
    sanctified: parseBoolean(pick(env, 'SANCTIFIED'), true, warn),
    descopeProjectId: pick(env, 'DESCOPE_PROJECT_ID').value,
    descopeBaseUrl: parseUrl(pick(env, 'DESCOPE_BASE_URL'), undefined, warn),
    siteUrl: parseUrl(pick(env, 'SITE_URL'), DEFAULT_SITE_URL, warn)!,
    docsEditUrl: parseUrl(pick(env, 'DOCS_EDIT_URL'), undefined, warn),
  };
}

/**
 * Each access is a literal `process.env.X` so that Next inlines the value into client bundles
 * (VITE_* names are exposed by next.config.mjs when set).
 */
function readEnv(): EnvSource {
  return {
    NEXT_PUBLIC_DEPLOYMENT_ID: process.env.NEXT_PUBLIC_DEPLOYMENT_ID,
    VITE_DEPLOYMENT_ID: process.env.VITE_DEPLOYMENT_ID,
    NEXT_PUBLIC_DEPLOYMENT_TYPE: process.env.NEXT_PUBLIC_DEPLOYMENT_TYPE,
    VITE_DEPLOYMENT_TYPE: process.env.VITE_DEPLOYMENT_TYPE,
    NEXT_PUBLIC_DEPLOYMENT_FLAGS: process.env.NEXT_PUBLIC_DEPLOYMENT_FLAGS,
    VITE_DEPLOYMENT_FLAGS: process.env.VITE_DEPLOYMENT_FLAGS,
    NEXT_PUBLIC_FORCE_APOTHEOSIS: process.env.NEXT_PUBLIC_FORCE_APOTHEOSIS,
    VITE_FORCE_APOTHEOSIS: process.env.VITE_FORCE_APOTHEOSIS,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
    VITE_API_URL: process.env.VITE_API_URL,
    NEXT_PUBLIC_GITHUB_REPO: process.env.NEXT_PUBLIC_GITHUB_REPO,
    VITE_GITHUB_REPO: process.env.VITE_GITHUB_REPO,
    NEXT_PUBLIC_TELEKINESIS_QUEUE_URL: process.env.NEXT_PUBLIC_TELEKINESIS_QUEUE_URL,
    VITE_TELEKINESIS_QUEUE_URL: process.env.VITE_TELEKINESIS_QUEUE_URL,
    NEXT_PUBLIC_SANCTIFIED: process.env.NEXT_PUBLIC_SANCTIFIED,
    VITE_SANCTIFIED: process.env.VITE_SANCTIFIED,
    NEXT_PUBLIC_DESCOPE_PROJECT_ID: process.env.NEXT_PUBLIC_DESCOPE_PROJECT_ID,
    VITE_DESCOPE_PROJECT_ID: process.env.VITE_DESCOPE_PROJECT_ID,
    NEXT_PUBLIC_DESCOPE_BASE_URL: process.env.NEXT_PUBLIC_DESCOPE_BASE_URL,
    VITE_DESCOPE_BASE_URL: process.env.VITE_DESCOPE_BASE_URL,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    VITE_SITE_URL: process.env.VITE_SITE_URL,
    NEXT_PUBLIC_DOCS_EDIT_URL: process.env.NEXT_PUBLIC_DOCS_EDIT_URL,
    VITE_DOCS_EDIT_URL: process.env.VITE_DOCS_EDIT_URL,
  };
}

export const settings: Settings = parseSettings(readEnv());

const isLocalOrigin = (url: string) => isLocalhost(new URL(url).hostname);

/**
 * What would break a public build (`npm run build`, the one a host gets):
 * - a site URL that is the default or another localhost address: every canonical URL, the
 *   sitemap, the structured data, the assistant links and the social cards would name that machine;
 * - a public site URL with the API still on localhost (unset means the localhost default): every
 *   visitor's browser would call its own machine.
 * A local build (`npm start`, the test builds) is meant for localhost: only the second applies.
 */
export function productionProblems(s: Pick<Settings, 'siteUrl' | 'apiUrl'>, publicBuild = false): string[] {
  if (isLocalOrigin(s.siteUrl)) {
    if (!publicBuild) return [];
    const which = s.siteUrl === DEFAULT_SITE_URL ? ' (the default)' : '';
    return [
      `NEXT_PUBLIC_SITE_URL is ${s.siteUrl}${which}: every canonical URL, the sitemap, the structured data, ` +
        `the assistant links and the social cards would name this machine. Set NEXT_PUBLIC_SITE_URL to the ` +
        `site's public origin, e.g. https://docs.example.com.`,
    ];
  }
  if (!isLocalOrigin(s.apiUrl)) return [];
  return [
    `NEXT_PUBLIC_SITE_URL is ${s.siteUrl} but NEXT_PUBLIC_API_URL is ${s.apiUrl}: the deployed site would call ` +
      `an API on each visitor's own machine. Set NEXT_PUBLIC_API_URL to the deployment's API.`,
  ];
}

/**
 * At build time: prints each problem as a warning; a strict build (`npm run build -- --strict`,
 * or any build with CI=true) fails on them instead. `npm run build` is a public build
 * (MILLIGRAM_PUBLIC_BUILD, set by scripts/build/build-site.mjs); `npm start` and the test builds are not.
 */
export function checkProductionSettings(
  s: Pick<Settings, 'siteUrl' | 'apiUrl'> = settings,
  strict: boolean = process.env.MILLIGRAM_STRICT_BUILD === 'true' || process.env.CI === 'true',
  warn: Logger = console.warn,
  publicBuild: boolean = process.env.MILLIGRAM_PUBLIC_BUILD === 'true',
): void {
  const problems = productionProblems(s, publicBuild);
  if (problems.length && strict) throw new Error(`Refusing to build: ${problems.join(' ')}`);
  for (const problem of problems) warn(`Warning: ${problem}`);
}

/** Sanctified mode is on but no auth project id: every route shows the configuration screen. */
export const authMisconfigured = settings.sanctified && !settings.descopeProjectId;
/** `/auth/callback` and `/home` exist only in this case. */
export const authEnabled = settings.sanctified && Boolean(settings.descopeProjectId);
