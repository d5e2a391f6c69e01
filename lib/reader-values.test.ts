import { VALUE_TYPES } from '@/lib/cli/command-line.ts';
import { loadDefinition } from '@/lib/cli/definition.ts';
import { blockedStorage, memoryStorage } from '@/lib/memory-storage';
import {
  READER_VALUES_KEY,
  SLOT_FIELDS,
  cleanValues,
  parseStoredValues,
  readValues,
  saveValues,
  valueProblem,
  withValues,
} from '@/lib/reader-values';

const field = (slot: string) => SLOT_FIELDS.find((f) => f.slot === slot)!;

describe('a reader’s own values', () => {
  it('follow the command line’s own rules: the name’s pattern and the domain type of the definition', () => {
    const cli = loadDefinition();
    expect(field('name').pattern.source).toBe(cli.raw.arguments!.name.pattern);
    expect(field('domain').pattern.source).toBe(VALUE_TYPES.domain.source);
    expect(field('domain').pattern.flags).toBe(VALUE_TYPES.domain.flags);
    expect(SLOT_FIELDS.map((f) => f.slot)).toEqual(['name', 'domain', 'profile', 'region']);
  });

  it('say what is wrong with a value, and accept an empty one (the example stays)', () => {
    expect(valueProblem('name', 'Acme Store')).toBe(
      'Deployment name: lowercase letters, digits and dashes, starting with a letter.',
    );
    expect(valueProblem('name', '')).toBeNull();
    expect(valueProblem('name', 'acme-store')).toBeNull();
    expect(valueProblem('domain', 'store.acme.dev')).toBeNull();
    expect(valueProblem('domain', 'https://store.acme.dev')).toMatch(/^Domain: /);
    expect(valueProblem('profile', 'team.prod@acme')).toBeNull();
    expect(valueProblem('profile', 'a b')).toMatch(/^AWS profile: /);
    // The profile's signs (each one a pattern allows) never part across lines.
    expect(field('profile').rule).toMatch(/ _\u00a0\.\u00a0-\u00a0\+\u00a0=\u00a0,\u00a0@$/);
    expect(valueProblem('region', 'eu-central-1')).toBeNull();
    expect(valueProblem('region', 'us-gov-west-1')).toBeNull();
    expect(valueProblem('region', 'Europe')).toMatch(/^AWS region: /);
  });

  it('are stored trimmed, without the empty ones, and cleared when none is left', () => {
    const store = memoryStorage();
    const values = cleanValues({ name: ' acme-store ', domain: '', profile: 'acme', region: '' });
    expect(values).toEqual({ name: 'acme-store', profile: 'acme' });
    expect(saveValues(values, store)).toBe(true);
    expect(readValues(store)).toEqual(values);
    expect(saveValues({}, store)).toBe(true);
    expect(store.items.has(READER_VALUES_KEY)).toBe(false);
  });

  it('are never applied from storage when they break their rule, whatever storage holds', () => {
    expect(parseStoredValues('{"name":"<img src=x>","domain":"store.acme.dev","region":42}')).toEqual({
      domain: 'store.acme.dev',
    });
    for (const raw of [null, '', '{', 'null', '"x"', '[]']) expect(parseStoredValues(raw)).toEqual({});
  });

  it('go into a command block’s copy text at the places the build listed', () => {
    const copy = 'mg dmt blastoff shop --domain shop.example.com\nmg dmt ssh shop';
    const slots: [number, number, string][] = [
      [16, 20, 'name'],
      [30, 46, 'domain'],
      [58, 62, 'name'],
    ];
    expect(withValues(copy, slots, { name: 'acme-store' })).toBe(
      'mg dmt blastoff acme-store --domain shop.example.com\nmg dmt ssh acme-store',
    );
    expect(withValues(copy, slots, {})).toBe(copy);
    expect(withValues(copy, [[900, 999, 'name']], { name: 'x' })).toBe(copy); // out of range: ignored
  });

  it('are refused politely where storage is blocked', () => {
    const blocked = blockedStorage();
    expect(saveValues({ name: 'x' }, blocked)).toBe(false);
    expect(saveValues({ name: 'x' }, undefined)).toBe(false);
    expect(readValues(blocked)).toEqual({});
  });
});
