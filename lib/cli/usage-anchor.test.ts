import { commandOfUsageId, usageId } from './usage-anchor.ts';

describe("the id marking a command's usage", () => {
  it('names the command, and gives its words back, hyphens kept', () => {
    expect(usageId('esp deploy')).toBe('usage-esp_deploy');
    expect(commandOfUsageId(usageId('esp deploy'))).toEqual(['esp', 'deploy']);
    expect(commandOfUsageId(usageId('dmt db-shell'))).toEqual(['dmt', 'db-shell']);
    expect(usageId('dmt db-shell')).not.toBe(usageId('dmt db shell'));
  });

  it('is no other id', () => {
    expect(commandOfUsageId('usage-')).toBeNull();
    expect(commandOfUsageId('nuke')).toBeNull();
  });
});
