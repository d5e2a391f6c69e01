// The deployment information, built on the client from build-time settings (never fetched).
import type { Flags, Logger, Settings } from '@/lib/config';
import type { DeploymentType } from '@/lib/site';

export const DEPLOYMENT_STATUS = 'active';

export interface DeploymentInfo {
  id: string;
  name: string;
  type: DeploymentType;
  flags: Flags;
  status: typeof DEPLOYMENT_STATUS;
  /** ISO timestamp of when the page built this object. */
  created: string;
  github_repo: string;
  telekinesis_queue_url?: string;
}

export function buildDeploymentInfo(settings: Settings, now: Date = new Date()): DeploymentInfo {
  const info: DeploymentInfo = {
    id: settings.deploymentId,
    name: settings.deploymentId,
    type: settings.deploymentType,
    flags: { ...settings.deploymentFlags },
    status: DEPLOYMENT_STATUS,
    created: now.toISOString(),
    github_repo: settings.githubRepo,
  };
  if (settings.telekinesisQueueUrl) info.telekinesis_queue_url = settings.telekinesisQueueUrl;
  return info;
}

/** As buildDeploymentInfo, but a failure is logged and answered with null instead of thrown. */
export function tryBuildDeploymentInfo(
  settings: Settings,
  now: Date = new Date(),
  log: Logger = console.error,
): DeploymentInfo | null {
  try {
    return buildDeploymentInfo(settings, now);
  } catch (error) {
    log(`Failed to build deployment info: ${(error as Error).message}`);
    return null;
  }
}

/** Whether the api and db health checks apply: not for type ethereal, unless force-apotheosis is on. */
export function checksApiHealth(settings: Pick<Settings, 'deploymentType' | 'forceApotheosis'>): boolean {
  return settings.deploymentType !== 'ethereal' || settings.forceApotheosis;
}

/** A flag as the deployment card shows it: its effective value, and where that value comes from. */
export interface FlagRow {
  name: 'apotheosis' | 'sanctified';
  value: boolean;
  /** Why, when the deployment flags do not say it or say otherwise: shown under the value. */
  note?: string;
}

/**
 * The effective value of each flag the card shows. `sanctified` is whether sanctified mode (sign-in)
 * is on: it is on unless turned off, whatever the deployment flags say. `apotheosis` is the
 * deployment flags' value, or, unset, whether the deployment's type is apotheosis.
 */
export function flagRows(info: DeploymentInfo, settings: Pick<Settings, 'sanctified' | 'deploymentType'>): FlagRow[] {
  const { apotheosis, sanctified } = info.flags;
  const mode = settings.sanctified;
  const sanctifiedNote =
    sanctified === undefined
      ? mode
        ? 'Sanctified mode, on by default'
        : 'Sanctified mode is turned off'
      : sanctified !== mode
        ? `Sanctified mode is ${mode ? 'on' : 'turned off'}; the deployment flags say ${sanctified}`
        : undefined;
  return [
    apotheosis === undefined
      ? { name: 'apotheosis', value: settings.deploymentType === 'apotheosis', note: 'From the deployment type' }
      : { name: 'apotheosis', value: apotheosis },
    { name: 'sanctified', value: mode, ...(sanctifiedNote ? { note: sanctifiedNote } : {}) },
  ];
}
