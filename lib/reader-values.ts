// A reader's own values for the docs' mg commands: the deployment name, the domain, the AWS profile
// and the region. They stay in this browser's localStorage (READER_VALUES_KEY) and are sent nowhere;
// the docs pages put them where the build marked a slot (lib/mdx/reader-values.ts), in what shows
// and in what Copy copies. A value that breaks its rule is never stored, and never applied if
// storage holds one (edited by hand, or by an older version of the site).

export { READER_VALUES_EVENT, READER_VALUES_KEY } from '@/lib/reader-values-key';
import { READER_VALUES_KEY } from '@/lib/reader-values-key';
import { browserLocalStorage, type Store } from '@/lib/web-storage';

export type Slot = 'name' | 'domain' | 'profile' | 'region';
export type ReaderValues = Partial<Record<Slot, string>>;

export interface SlotField {
  slot: Slot;
  label: string;
  /** What the docs' examples use, shown in the empty field. */
  example: string;
  /** The rule, as the field's hint says it. */
  rule: string;
  /**
   * The command line's own rule for the value: the deployment name's pattern and the domain type of
   * content/cli/mg.json (a test keeps them equal), AWS's for profile and region names.
   */
  pattern: RegExp;
}

export const SLOT_FIELDS: readonly SlotField[] = [
  {
    slot: 'name',
    label: 'Deployment name',
    example: 'shop',
    rule: 'Lowercase letters, digits and dashes, starting with a letter.',
    pattern: /^[a-z][a-z0-9-]{0,62}$/,
  },
  {
    slot: 'domain',
    label: 'Domain',
    example: 'shop.example.com',
    rule: 'A domain name, such as app.example.org.',
    pattern: /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
  },
  {
    slot: 'profile',
    label: 'AWS profile',
    example: 'work',
    // The signs joined by no-break spaces: a line never breaks among them (", @" alone on a line).
    rule: `A profile of your AWS configuration: letters, digits and ${['_', '.', '-', '+', '=', ',', '@'].join('\u00a0')}`,
    pattern: /^[A-Za-z0-9_.+=,@-]{1,64}$/,
  },
  {
    slot: 'region',
    label: 'AWS region',
    example: 'eu-west-1',
    rule: 'An AWS region, such as eu-west-1.',
    pattern: /^[a-z]{2}(-gov)?-[a-z]+-\d{1,2}$/,
  },
];

const FIELDS = new Map(SLOT_FIELDS.map((field) => [field.slot, field]));

/** What is wrong with `value` for `slot` ('' is fine: the example stays), or null. */
/** The example every docs page uses for a slot (`shop.example.com` for the domain). */
export const exampleValue = (slot: Slot): string => SLOT_FIELDS.find((field) => field.slot === slot)!.example;

export function valueProblem(slot: Slot, value: string): string | null {
  const field = FIELDS.get(slot)!;
  if (!value) return null;
  return field.pattern.test(value)
    ? null
    : `${field.label}: ${field.rule.charAt(0).toLowerCase()}${field.rule.slice(1)}`;
}

/** The values worth applying in what storage holds: each a string that keeps its rule; the rest dropped. */
export function parseStoredValues(raw: string | null): ReaderValues {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const values: ReaderValues = {};
  for (const { slot } of SLOT_FIELDS) {
    const value = (parsed as Record<string, unknown>)[slot];
    if (typeof value === 'string' && value && valueProblem(slot, value) === null) values[slot] = value;
  }
  return values;
}

/** The form's values, trimmed, without the empty ones: what is stored. */
export function cleanValues(draft: Record<Slot, string>): ReaderValues {
  const values: ReaderValues = {};
  for (const { slot } of SLOT_FIELDS) {
    const value = draft[slot].trim();
    if (value) values[slot] = value;
  }
  return values;
}

/** A command block's copy text with the reader's values in its slots (`slots`: [start, end, slot], from the build). */
export function withValues(copy: string, slots: readonly [number, number, string][], values: ReaderValues): string {
  let out = copy;
  for (const [start, end, slot] of [...slots].sort((a, b) => b[0] - a[0])) {
    const value = values[slot as Slot];
    if (value && start >= 0 && end <= out.length && start <= end)
      out = `${out.slice(0, start)}${value}${out.slice(end)}`;
  }
  return out;
}

export function readValues(store: Store | undefined = browserLocalStorage()): ReaderValues {
  try {
    return parseStoredValues(store?.getItem(READER_VALUES_KEY) ?? null);
  } catch {
    return {};
  }
}

/** Stores the values (none: the examples again). Answers false when the browser refuses storage. */
export function saveValues(values: ReaderValues, store: Store | undefined = browserLocalStorage()): boolean {
  try {
    if (!store) return false;
    if (Object.keys(values).length) store.setItem(READER_VALUES_KEY, JSON.stringify(values));
    else store.removeItem(READER_VALUES_KEY);
    return true;
  } catch {
    return false;
  }
}
