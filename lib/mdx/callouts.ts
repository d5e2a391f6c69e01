// GitHub-style alerts in the docs' Markdown: a blockquote whose first line is `[!NOTE]`, `[!TIP]`,
// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` becomes an <aside role="note"> with a visible label
// and an icon. The sources keep GitHub's form, so the Markdown copies (/md/*.md, llms-full.txt)
// read the same on GitHub and to an assistant. A remark plugin, in the docs pipeline (plugins.ts).
import { h } from 'hastscript';
import type { Blockquote, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export type CalloutKind = 'note' | 'tip' | 'important' | 'warning' | 'caution';

/** Each kind's label and its 16×16 icon (stroked paths, drawn in currentColor). */
export const CALLOUTS: Record<CalloutKind, { label: string; icon: string }> = {
  note: { label: 'Note', icon: 'M8 1.75a6.25 6.25 0 1 0 0 12.5 6.25 6.25 0 0 0 0-12.5ZM8 7.25v4M8 4.75v.01' },
  tip: {
    label: 'Tip',
    icon: 'M6 12.25h4M6.5 14.25h3M8 1.75a4.25 4.25 0 0 0-2.6 7.6c.6.5.6 1 .6 1.4h4c0-.4 0-.9.6-1.4A4.25 4.25 0 0 0 8 1.75Z',
  },
  important: { label: 'Important', icon: 'M2.25 2.75h11.5v8.5h-6l-3.25 2.5v-2.5H2.25ZM8 4.75v3.5M8 10v.01' },
  warning: { label: 'Warning', icon: 'M8 1.75 1.25 13.75h13.5ZM8 6.25v3.5M8 11.75v.01' },
  caution: { label: 'Caution', icon: 'M5.25 1.25h5.5l4 4v5.5l-4 4h-5.5l-4-4v-5.5ZM8 4.75v4M8 11v.01' },
};

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;
/** A marker with more on its line: GitHub shows that as a plain quote, so the build refuses it. */
const MARKER_WITH_TEXT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*[^\s]/i;

/** The marker of a blockquote that is an alert (`[!WARNING]` and what ends its line), or null. */
function markerOf(blockquote: Blockquote): RegExpExecArray | null {
  const first = blockquote.children?.[0];
  const text = first?.type === 'paragraph' ? first.children?.[0] : undefined;
  return text?.type === 'text' ? MARKER.exec(text.value) : null;
}

/** The kind of a blockquote that is an alert, or null. */
export function calloutKind(blockquote: Blockquote): CalloutKind | null {
  return (markerOf(blockquote)?.[1].toLowerCase() as CalloutKind | undefined) ?? null;
}

/** The marker `[!WARNING]` of a blockquote that is an alert, as written, or null. */
export function calloutMarker(blockquote: Blockquote): string | null {
  const match = markerOf(blockquote);
  return match ? `[!${match[1]}]` : null;
}

function toCallout(node: Blockquote, kind: CalloutKind) {
  const { label, icon } = CALLOUTS[kind];
  // markerOf found the marker as the first paragraph's first text.
  const paragraph = node.children[0] as Paragraph;
  const text = paragraph.children[0] as { value: string };
  text.value = text.value.replace(MARKER, '');
  if (!text.value) paragraph.children.shift();
  // A marker on its own line leaves a soft line break first; a marker alone leaves nothing.
  if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
  if (!paragraph.children.length) node.children.shift();

  const title: Paragraph = {
    type: 'paragraph',
    data: { hProperties: { className: ['callout-title'] } },
    children: [
      {
        type: 'text',
        value: '',
        data: {
          hName: 'svg',
          hProperties: {
            className: ['callout-icon'],
            viewBox: '0 0 16 16',
            width: 16,
            height: 16,
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: '1.5',
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
            ariaHidden: 'true',
            focusable: 'false',
          },
          hChildren: [h('path', { d: icon })],
        },
      },
      { type: 'text', value: label },
    ],
  };
  node.children.unshift(title);
  node.data = {
    ...node.data,
    hName: 'aside',
    hProperties: { className: ['callout', `callout-${kind}`], role: 'note', dataCallout: kind },
  };
}

export default function remarkCallouts() {
  return (tree: Root, file?: VFile) =>
    visit(tree, 'blockquote', (node) => {
      const first = node.children?.[0]?.type === 'paragraph' ? node.children[0].children?.[0] : undefined;
      if (first?.type === 'text' && MARKER_WITH_TEXT.test(first.value))
        throw new Error(
          `${file?.path ?? '(mdx)'}:${node.position?.start.line ?? 0}: an alert's marker stands alone on the quote's first line (\`> [!NOTE]\`, the text on the next)`,
        );
      const kind = calloutKind(node);
      if (kind) toCallout(node, kind);
    });
}
