// Where a reader's own values go in the docs' mg commands: the deployment name, the domain, the AWS
// profile and the region, found by reading each command against the command line's definition
// (the argument or flag value the definition marks with a slot), and where the reader sets the
// profile and region up for mg (`aws configure --profile`, `export AWS_PROFILE=`). The build marks each such value
// with data-slot="name" (and, in a shell block, lists them for Copy in the <pre>'s data-copy-slots);
// on the page, the reader's values (components/docs/reader-values.ts) replace the examples. Without
// JavaScript the examples show as written.
import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';
import { mgCommands, readCommand, type SlotPlace } from '../cli/command-line.ts';
import { loadDefinition } from '../cli/definition.ts';
import type { CliIndex, SlotName } from '../cli/types.ts';
import { SESSION_LANG, classifyShell, commandLines, type BlockSlot } from './shell.ts';

/** The attribute naming a value's slot on its element. */
export const SLOT_ATTRIBUTE = 'data-slot';
/** The <pre>'s attribute listing the slots of its copy text: JSON [[start, end, slot], …]. */
export const COPY_SLOTS_ATTRIBUTE = 'data-copy-slots';
export const SLOTS: SlotName[] = ['name', 'domain', 'profile', 'region'];

/**
 * The AWS profile and region where a reader sets them up for mg, outside mg commands: the AWS CLI's
 * `--profile`, and `AWS_PROFILE` / `AWS_REGION` in bash, PowerShell and fish. Each pattern's first
 * group is the value.
 */
const SETUP_SLOTS: { slot: SlotName; pattern: RegExp }[] = [
  { slot: 'profile', pattern: /^aws configure --profile ([A-Za-z0-9_.+=,@-]+)$/ },
  { slot: 'profile', pattern: /^export AWS_PROFILE=([A-Za-z0-9_.+=,@-]+)$/ },
  { slot: 'profile', pattern: /^\$Env:AWS_PROFILE = "([A-Za-z0-9_.+=,@-]+)"$/ },
  { slot: 'profile', pattern: /^set -gx AWS_PROFILE ([A-Za-z0-9_.+=,@-]+)$/ },
  { slot: 'region', pattern: /^export AWS_REGION=([a-z0-9-]+)$/ },
  { slot: 'region', pattern: /^\$Env:AWS_REGION = "([a-z0-9-]+)"$/ },
  { slot: 'region', pattern: /^set -gx AWS_REGION ([a-z0-9-]+)$/ },
  // A global option named in prose, with its value: `--aws-profile work`.
  { slot: 'profile', pattern: /^--aws-profile ([A-Za-z0-9_.+=,@-]+)$/ },
  { slot: 'region', pattern: /^--region ([a-z0-9-]+)$/ },
];

function setupSlots(text: string): SlotPlace[] {
  for (const { slot, pattern } of SETUP_SLOTS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const start = text.indexOf(match[0]) + match[0].lastIndexOf(match[1]);
    return [{ slot, start, end: start + match[1].length }];
  }
  return [];
}

/** The slots of one command text (offsets in it). */
function slotsOfCommand(text: string, cli: CliIndex): SlotPlace[] {
  const mg = mgCommands(text);
  if (!mg.length) return setupSlots(text);
  return mg.flatMap((words) => {
    const { problems, slots } = readCommand(words, cli);
    // A command the checker refuses fails the build anyway; mark nothing in it.
    return problems.length ? [] : slots;
  });
}

/**
 * The slots of a shell block: each with its offsets in the block's code (prompts removed) and in
 * the text Copy copies. In a session (`console`), sample output naming a value a command of the
 * block put in a slot (`Destroyed shop`) is marked too, as a whole word.
 */
export function blockSlots(text: string, lang: string, cli: CliIndex = loadDefinition()): BlockSlot[] {
  const { kinds, code } = classifyShell(text, lang);
  const lines = code.split('\n');
  const lineStart: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStart.push(offset);
    offset += line.length + 1;
  }
  // Where each code line starts in the copy text (only commands and their continuations are copied).
  const copyStart: (number | null)[] = [];
  let copied = 0;
  lines.forEach((line, i) => {
    const inCopy = kinds[i] === 'command' || kinds[i] === 'continuation';
    copyStart.push(inCopy ? copied : null);
    if (inCopy) copied += line.length + 1;
  });
  const toCopy = (at: number) => {
    const line = lineStart.findLastIndex((start) => start <= at);
    const start = copyStart[line];
    return start === null ? null : start + (at - lineStart[line]);
  };
  const found: BlockSlot[] = [];
  for (const command of commandLines(text, lang)) {
    for (const slot of slotsOfCommand(command.text, cli)) {
      const start = command.offset + slot.start;
      const end = command.offset + slot.end;
      found.push({ slot: slot.slot, start, end, copyStart: toCopy(start), copyEnd: toCopy(end) });
    }
  }
  if (lang === SESSION_LANG && found.length) {
    const values = new Map(found.map((s) => [code.slice(s.start, s.end), s.slot]));
    lines.forEach((line, i) => {
      if (kinds[i] !== 'output') return;
      for (const [value, slot] of values) {
        const word = new RegExp(`(?<![\\w.-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|\\.\\w)`, 'g');
        for (const match of line.matchAll(word)) {
          const start = lineStart[i] + match.index;
          found.push({ slot, start, end: start + value.length, copyStart: null, copyEnd: null });
        }
      }
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The slots of inline code that is one mg command, or sets a profile or region up (offsets in its text). */
export function inlineSlots(text: string, cli: CliIndex = loadDefinition()): SlotPlace[] {
  return slotsOfCommand(text, cli);
}

/**
 * A rehype plugin: the reader's values in inline code (`mg dmt ssh shop` in prose), each value
 * wrapped in <span data-slot="…">. Shell blocks get theirs from shiki's pass (lib/mdx/shell.ts).
 */
export default function rehypeReaderValues() {
  return (tree: Root) => {
    const cli = loadDefinition();
    visit(tree, 'element', (node) => {
      if (node.tagName === 'pre') return SKIP; // a block: shiki's pass
      if (node.tagName !== 'code' || node.children?.length !== 1 || node.children[0].type !== 'text') return undefined;
      const text = node.children[0].value;
      const slots = inlineSlots(text, cli);
      if (!slots.length) return SKIP;
      const children: ElementContent[] = [];
      let at = 0;
      for (const { slot, start, end } of slots.sort((a, b) => a.start - b.start)) {
        if (start > at) children.push({ type: 'text', value: text.slice(at, start) });
        children.push(h('span', { [toProperty(SLOT_ATTRIBUTE)]: slot }, text.slice(start, end)));
        at = end;
      }
      if (at < text.length) children.push({ type: 'text', value: text.slice(at) });
      node.children = children;
      return SKIP;
    });
  };
}

/** hast's property name for a data attribute: data-slot → dataSlot. */
export const toProperty = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
