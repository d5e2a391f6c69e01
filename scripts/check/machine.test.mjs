import { SYSTEM_PACKAGES, missingPackages } from '../../dev/system-packages.mjs';
import { machineReport } from './machine.mjs';

describe('what a fresh machine lacks for the tests', () => {
  it('names each missing package the command needs, with the one command that installs them', () => {
    const only =
      (...present) =>
      (file) =>
        present.some((name) => SYSTEM_PACKAGES.find((p) => p.name === name).files.includes(file));
    const missing = missingPackages('test', only('chromium', 'nginx', 'xvfb'));
    expect(missing.map((p) => p.name)).toEqual(['firefox-esr', 'webkit2gtk-driver']);
    const lines = machineReport('test', missing);
    expect(lines[0]).toBe('npm test needs Debian packages this machine lacks:');
    expect(lines[1]).toMatch(/^ {2}firefox-esr \(\/.*firefox-esr\): the walk in Firefox$/);
    expect(lines).toContain('Install them as root: apt-get update && apt-get install -y firefox-esr webkit2gtk-driver');
  });

  it('asks npm run check for Chromium and Java only, and says nothing when all are there', () => {
    const none = () => false;
    expect(missingPackages('check', none).map((p) => p.name)).toEqual(['chromium', 'default-jre-headless']);
    expect(missingPackages(undefined, none)).toHaveLength(SYSTEM_PACKAGES.length);
    expect(
      machineReport(
        'check',
        missingPackages('check', () => true),
      ),
    ).toEqual([]);
  });
});
