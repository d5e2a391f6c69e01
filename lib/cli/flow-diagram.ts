// The Flow page's diagram, drawn at build time from the model of what mg does (lib/cli/model.ts):
// for each family, what a deploy starts from, the command that creates the deployment and what it
// creates (grouped by where it lives), then what each later deploy changes, creates and removes.
// Static SVG in the page's HTML (no script), one narrow drawing per family so that it reads on a
// phone; its colours are the theme's, set by the page's CSS through class names. The Markdown
// copies get the same facts as a list.

import type { Element, ElementContent, Properties, Text } from 'hast';
import { conditionText } from './reference.ts';
import type { CliIndex, Condition, Resource } from './types.ts';

/** One family's drawing: what it starts from, the command that creates it and the one that updates it. */
export interface Flow {
  family: string;
  title: string;
  from: string;
  create: string;
  update: string;
}

/** What one drawing shows: the created resources by where they live, what an update changes, creates and removes. */
export interface FlowFacts {
  groups: { place: string; items: string[] }[];
  changed: string[];
  added: string;
  /** What each later deploy creates and removes again: a lock it holds while it runs, files it replaces. */
  cycled: string[];
}

/** Each family's drawing: what it starts from, the command that creates it and the one that updates it. */
export const FLOWS: Flow[] = [
  { family: 'dmt', title: 'DMT', from: 'Your repository (a branch)', create: 'dmt blastoff', update: 'dmt deploy' },
  { family: 'lsd', title: 'LSD', from: 'Your repository (its project file)', create: 'lsd drop', update: 'lsd deploy' },
  { family: 'esp', title: 'ESP', from: 'Your built folder', create: 'esp deploy', update: 'esp deploy' },
];

const WIDTH = 340;
const PAD = 12;
const LINE = 17;
/** About how many characters fit on a line of a box at the drawing's font size (a box's inner width
 * over the sans face's average character at 12.5 px, with a margin for wide words). */
const CHARS = 47;
const ACRONYMS: Record<string, string> = { dns: 'DNS', acm: 'ACM', ssh: 'SSH', ipv4: 'IPv4' };
/** Labels an id does not make by itself. */
const LABELS: Record<string, string> = {
  postgres: 'database',
  'key-file': 'SSH private key',
  'host-key': 'SSH host key',
  proxy: 'web server',
  lock: "machine's mg-lock tag",
};

/** A resource's short label, from its id: `security-group` → "security group". */
const label = (id: string) =>
  LABELS[id] ??
  id
    .split('-')
    .map((w) => ACRONYMS[w] ?? w)
    .join(' ');

/** Where a group of resources lives, as the drawing names it. */
function placeOf(resource: Resource): string {
  if (resource.service === 'machine') return 'On the machine';
  if (resource.service === 'local') return 'On your machine';
  const where = resource.scope === 'region' ? '' : resource.scope === 'global' ? ' (global)' : ` (${resource.scope})`;
  return `${resource.service}${where}`;
}

/** A project-file value as a drawing names it. */
const VALUE_NAMES: Record<string, string> = { dynamodb: 'DynamoDB', postgresql: 'PostgreSQL' };

/**
 * A resource's label with the condition it is created under, if any: "DNS record (with --route53)";
 * a project-file value (a database engine) is named unless the place already names it ("DynamoDB: table").
 */
function conditioned(text: string, when: Condition | undefined, place: string): string {
  if (!when) return text;
  if ('key' in when) {
    const value = VALUE_NAMES[when.is] ?? when.is;
    return place.includes(value) ? text : `${text} (${value})`;
  }
  // Other conditions in the pages' own words (conditionText), without their code marks: a drawing is text.
  return `${text} (${conditionText(when).replaceAll('`', '')})`;
}

/** Words wrapped into lines of at most `CHARS` characters. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** One family's facts: its groups of created resources and what an update changes. */
export function flowFacts(cli: CliIndex, flow: Flow): FlowFacts {
  const created = cli.commands.get(flow.create)!.effects.filter((e) => e.effect === 'creates');
  const groups = new Map<string, string[]>();
  for (const effect of created) {
    const resource = cli.resources.get(effect.resource)!;
    if (resource.id === 'record') continue;
    const place = placeOf(resource);
    groups.set(place, [...(groups.get(place) ?? []), conditioned(label(resource.id), effect.when, place)]);
  }
  const updates = cli.commands.get(flow.update)!.effects.filter((e) => !e.through);
  // What a later deploy changes, a change under a flag marked so (deploy --branch), and a tag it
  // changes named ("machine's mg-branch tag").
  const changed = updates
    .filter((e) => e.effect === 'changes')
    .map((e) => {
      const tag = /^its `([^`]+)` tag/.exec(e.note ?? '');
      return conditioned(tag ? `${label(e.resource)}'s ${tag[1]} tag` : label(e.resource), e.when, '');
    });
  // What it creates and removes again in one run, with the notes that say when or which.
  const cycled = updates
    .filter((e) => e.effect === 'creates' && updates.some((r) => r.effect === 'removes' && r.resource === e.resource))
    .map((e) => {
      const removal = updates.find((r) => r.effect === 'removes' && r.resource === e.resource)!;
      const notes = [e.note && `added: ${e.note}`, removal.note && `removed: ${removal.note}`]
        .filter(Boolean)
        .join('; ');
      return `${label(e.resource)}${notes ? ` (${notes})` : ''}`;
    });
  // What a later deploy creates of what the first one did (LSD's deploy: what the project file has
  // gained), with the model's note saying which.
  const made = new Set(created.map((e) => e.resource));
  const adding =
    flow.update === flow.create
      ? []
      : cli.commands.get(flow.update)!.effects.filter((e) => e.effect === 'creates' && made.has(e.resource));
  // The note, and a flag that turns the creating off (`unless --function`), as the page says them.
  const unless = [
    ...new Set(
      adding.flatMap((e) => (e.when && 'without' in e.when ? [conditionText(e.when).replaceAll('`', '')] : [])),
    ),
  ];
  const why = [adding[0]?.note, ...unless].filter(Boolean).join(', ');
  const added = adding.length
    ? `${[...new Set(adding.map((e) => label(e.resource)))].join(', ')}${why ? ` (${why})` : ''}`
    : '';
  return {
    groups: [...groups].map(([place, items]) => ({ place, items: [...new Set(items)] })),
    changed,
    added,
    cycled,
  };
}

/** An SVG element's attributes: numbers and class lists as they are (hast serialises them). */
type Attributes = Record<string, string | number | string[]>;

const el = (tagName: string, properties: Attributes, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: properties as Properties,
  children,
});
const text = (value: string): Text => ({ type: 'text', value });
/** A line of a box, its flags (`--route53`) in the code face, as the pages set them. */
const flagged = (line: string): ElementContent[] =>
  line
    .split(/(--[a-z0-9-]+)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('--') ? el('tspan', { className: ['flow-flag'] }, [text(part)]) : text(part)));

/** A part of a drawing, and how tall it is. */
interface Part {
  height: number;
  node: Element;
}

function box(y: number, heading: string, lines: string[], className: string): Part {
  const height = PAD + LINE * (lines.length + 1) + PAD / 2;
  return {
    height,
    node: el('g', { className: [className] }, [
      el('rect', { x: 1, y, width: WIDTH - 2, height, rx: 8 }),
      el('text', { x: PAD, y: y + PAD + LINE - 4, className: ['flow-heading'] }, [text(heading)]),
      ...lines.map((line, i) => el('text', { x: PAD, y: y + PAD + LINE * (i + 2) - 4 }, flagged(line))),
    ]),
  };
}

function arrow(y: number, caption: string): Part {
  const x = WIDTH / 2;
  return {
    height: 34,
    node: el('g', { className: ['flow-arrow'] }, [
      el('line', { x1: x - 60, y1: y + 2, x2: x - 60, y2: y + 30 }),
      el('path', { d: `M${x - 65} ${y + 24} L${x - 60} ${y + 31} L${x - 55} ${y + 24}` }),
      el('text', { x: x - 48, y: y + 21, className: ['flow-command'] }, [text(caption)]),
    ]),
  };
}

/** One family's drawing, as hast: an <svg> with a title and a description for assistive technology. */
function familySvg(cli: CliIndex, flow: Flow): Element {
  const { groups, changed, added, cycled } = flowFacts(cli, flow);
  const parts: Element[] = [];
  let y = 1;
  const push = ({ height, node }: Part) => {
    parts.push(node);
    y += height;
  };
  push(box(y, flow.from, [], 'flow-source'));
  push(arrow(y, `mg ${flow.create}`));
  for (const [i, group] of groups.entries()) {
    if (i) y += 8;
    push(box(y, group.place, wrap(group.items.join(', ')), 'flow-resources'));
  }
  if (flow.update !== flow.create || changed.length) {
    push(arrow(y, `then each mg ${flow.update}`));
    push(box(y, 'Changes', wrap(changed.join(', ')), 'flow-change'));
    if (added) {
      y += 8;
      push(box(y, 'Creates', wrap(added), 'flow-change'));
    }
    if (cycled.length) {
      y += 8;
      push(box(y, 'Creates and removes', wrap(cycled.join(', ')), 'flow-change'));
    }
  }
  const id = `flow-${flow.family}`;
  const description = `${flow.from}, then mg ${flow.create} creates: ${groups
    .map((g) => `${g.place}: ${g.items.join(', ')}`)
    .join('; ')}. Each mg ${flow.update} changes: ${changed.join(', ')}${added ? `; and creates: ${added}` : ''}${
    cycled.length ? `; and creates and removes: ${cycled.join(', ')}` : ''
  }.`;
  return el(
    'svg',
    {
      viewBox: `0 0 ${WIDTH} ${y + 1}`,
      width: WIDTH,
      height: y + 1,
      role: 'img',
      ariaLabelledBy: `${id}-title ${id}-desc`,
      className: ['flow-svg'],
    },
    [
      el('title', { id: `${id}-title` }, [text(flow.title)]),
      el('desc', { id: `${id}-desc` }, [text(description)]),
      ...parts,
    ],
  );
}

/** The whole diagram, as hast: a figure holding one drawing per family, each under its name. */
export function flowDiagramHast(cli: CliIndex): Element {
  return el('figure', { className: ['flow-diagram'] }, [
    ...FLOWS.map((flow) =>
      el('div', { className: ['flow-family'] }, [
        el('p', { className: ['flow-title'] }, [text(flow.title)]),
        familySvg(cli, flow),
      ]),
    ),
    el('figcaption', {}, [text('What a deploy creates in your AWS account, and what each later deploy changes.')]),
  ]);
}

/** The same facts as Markdown, for the Markdown copies. */
export function flowDiagramMarkdown(cli: CliIndex): string {
  return FLOWS.map((flow) => {
    const { groups, changed, added, cycled } = flowFacts(cli, flow);
    const made = groups.map((g) => `${g.place}: ${g.items.join(', ')}`).join('; ');
    const creates = added ? `, and creates ${added}` : '';
    const both = cycled.length ? `, and creates and removes ${cycled.join(', ')}` : '';
    return `- **${flow.title}**: ${flow.from} → \`mg ${flow.create}\` creates ${made}; each \`mg ${flow.update}\` changes ${changed.join(', ')}${creates}${both}.`;
  }).join('\n');
}
