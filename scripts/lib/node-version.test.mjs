import { inRange, nodeProblem } from './node-version.mjs';

const RANGE = '^24.11.0 || ^26.0.0';

describe('the supported Node.js versions', () => {
  it('are 24.11 or later in 24, and any 26', () => {
    expect(inRange('24.11.0', RANGE)).toBe(true);
    expect(inRange('24.21.3', RANGE)).toBe(true);
    expect(inRange('26.12.1', RANGE)).toBe(true);
    expect(inRange('24.10.9', RANGE)).toBe(false);
    expect(inRange('20.20.2', RANGE)).toBe(false);
    expect(inRange('25.1.0', RANGE)).toBe(false);
    expect(inRange('27.0.0', RANGE)).toBe(false);
  });

  it('name what to do, in one line, on an older Node', () => {
    const problem = nodeProblem('20.20.2', RANGE);
    expect(problem).toBe(
      'This project needs Node.js ^24.11.0 or ^26.0.0; this is Node 20.20.2. Use a supported Node ' +
        '(`nvm install && nvm use` reads .nvmrc; without a version manager, the README says how to take ' +
        'it from the npm registry), then run the command again.',
    );
    expect(problem).not.toContain('\n');
    expect(nodeProblem('26.12.1', RANGE)).toBeNull();
    // The range is package.json's own.
    expect(nodeProblem(process.versions.node)).toBeNull();
  });
});
