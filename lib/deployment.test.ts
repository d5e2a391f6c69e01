import { parseSettings } from '@/lib/config';
import { buildDeploymentInfo, checksApiHealth, flagRows, tryBuildDeploymentInfo } from '@/lib/deployment';

const quiet = () => {};
const now = new Date('2026-11-21T10:00:00.000Z');

describe('buildDeploymentInfo', () => {
  it('builds id and name from the deployment id, status active, created now', () => {
    const settings = parseSettings(
      { NEXT_PUBLIC_DEPLOYMENT_ID: 'prov-7', NEXT_PUBLIC_GITHUB_REPO: 'https://github.com/acme/app' },
      quiet,
    );
    expect(buildDeploymentInfo(settings, now)).toEqual({
      id: 'prov-7',
      name: 'prov-7',
      type: 'apotheosis',
      flags: { apotheosis: true },
      status: 'active',
      created: '2026-11-21T10:00:00.000Z',
      github_repo: 'https://github.com/acme/app',
    });
  });

  it('adds telekinesis_queue_url only when one is configured', () => {
    const without = buildDeploymentInfo(parseSettings({}, quiet), now);
    expect('telekinesis_queue_url' in without).toBe(false);
    const withQueue = buildDeploymentInfo(
      parseSettings({ NEXT_PUBLIC_TELEKINESIS_QUEUE_URL: 'https://q' }, quiet),
      now,
    );
    expect(withQueue.telekinesis_queue_url).toBe('https://q');
  });

  it('does not share the flags object with the settings', () => {
    const settings = parseSettings({}, quiet);
    const info = buildDeploymentInfo(settings, now);
    info.flags.sanctified = true;
    expect(settings.deploymentFlags).toEqual({ apotheosis: true });
  });

  it('logs a failure and answers null instead of throwing', () => {
    const logs: string[] = [];
    const info = tryBuildDeploymentInfo(parseSettings({}, quiet), new Date(Number.NaN), (m) => logs.push(m));
    expect(info).toBeNull();
    expect(logs[0]).toMatch(/^Failed to build deployment info/);
  });
});

describe('checksApiHealth', () => {
  it('skips api and db checks for ethereal unless force-apotheosis is set', () => {
    expect(checksApiHealth({ deploymentType: 'ethereal', forceApotheosis: false })).toBe(false);
    expect(checksApiHealth({ deploymentType: 'ethereal', forceApotheosis: true })).toBe(true);
    expect(checksApiHealth({ deploymentType: 'apotheosis', forceApotheosis: false })).toBe(true);
    expect(checksApiHealth({ deploymentType: 'telekinesis', forceApotheosis: false })).toBe(true);
  });
});

describe('flagRows: what the deployment card shows for each flag', () => {
  const rows = (env: Record<string, string>) => {
    const settings = parseSettings(env, quiet);
    return flagRows(buildDeploymentInfo(settings, now), settings);
  };

  it('shows flags the deployment flags set, when sanctified mode agrees', () => {
    expect(rows({ NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{"apotheosis":false,"sanctified":true}' })).toEqual([
      { name: 'apotheosis', value: false },
      { name: 'sanctified', value: true },
    ]);
  });

  it('sanctified is sanctified mode: on by default, off when turned off, whatever the flags say', () => {
    expect(rows({})[1]).toEqual({ name: 'sanctified', value: true, note: 'Sanctified mode, on by default' });
    expect(rows({ NEXT_PUBLIC_SANCTIFIED: 'false' })[1]).toEqual({
      name: 'sanctified',
      value: false,
      note: 'Sanctified mode is turned off',
    });
    expect(rows({ NEXT_PUBLIC_SANCTIFIED: 'false', NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{"sanctified":true}' })[1]).toEqual({
      name: 'sanctified',
      value: false,
      note: 'Sanctified mode is turned off; the deployment flags say true',
    });
  });

  it('an unset apotheosis flag is whether the deployment is of type apotheosis', () => {
    expect(rows({ NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{"sanctified":true}' })[0]).toEqual({
      name: 'apotheosis',
      value: true,
      note: 'From the deployment type',
    });
    expect(rows({ NEXT_PUBLIC_DEPLOYMENT_TYPE: 'ethereal' })[0]).toEqual({
      name: 'apotheosis',
      value: false,
      note: 'From the deployment type',
    });
  });
});
