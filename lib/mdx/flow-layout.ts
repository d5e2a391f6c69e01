// The Flow page's diagram (lib/cli/flow-diagram.ts) laid out for the page, for the article only:
// - each family's drawing gets a line down its left side from what a deploy starts from to the last
//   box, with an arrowhead into every box it leads to (what the command creates, what each later
//   deploy changes), the command's name beside the line where it starts; the drawing's own arrow,
//   one at the head of each chain, gives way to it;
// - the tallest drawing of an odd number is marked to span two rows beside the others, so that no
//   hole is left beside the last one (docs-view.module.css).
// A drawing of another shape than the one it knows is left as it is.
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';

/** The gutter added on the left, and where the line runs in it. */
const GUTTER = 22;
const SPINE = 9;
/** The class marking the drawing that spans two rows. */
export const FLOW_TALL_CLASS = 'flow-tall';

const elementsOf = (node: Element): Element[] => node.children.filter((c): c is Element => c.type === 'element');
const classes = (node: Element): string[] => [node.properties?.className ?? []].flat().map(String);
const hasClass = (node: Element, name: string) => classes(node).includes(name);
const number = (value: unknown) => Number(value);

/** A box of the drawing: its class and its rectangle's top and height. */
function boxOf(node: Element): { top: number; height: number } | null {
  const rect = elementsOf(node).find((child) => child.tagName === 'rect');
  if (!rect) return null;
  return { top: number(rect.properties.y), height: number(rect.properties.height) };
}

/** One family's <svg> with its line and arrowheads; false when its shape is not the one known. */
export function layOutFlowSvg(svg: Element): boolean {
  const [, , width, height] = String(svg.properties?.viewBox ?? '')
    .split(/\s+/)
    .map(Number);
  if (!width || !height) return false;
  const parts = elementsOf(svg).filter((child) => child.tagName === 'g');
  const boxes = parts.filter((part) => !hasClass(part, 'flow-arrow'));
  if (!boxes.length || !hasClass(boxes[0], 'flow-source') || boxes.some((box) => !boxOf(box))) return false;
  const middle = (box: Element) => boxOf(box)!.top + boxOf(box)!.height / 2;
  const edges: ElementContent[] = [];
  // The line: out of the source's left side, down past every box it leads to.
  const last = boxes.at(-1)!;
  edges.push(
    h('path', {
      className: ['flow-edge'],
      d: `M${GUTTER} ${middle(boxes[0])} H${SPINE} V${middle(last)}`,
    }),
  );
  for (const box of boxes.slice(1)) {
    const y = middle(box);
    edges.push(
      h('path', { className: ['flow-edge'], d: `M${SPINE} ${y} H${GUTTER - 3}` }),
      h('path', {
        className: ['flow-head'],
        d: `M${GUTTER - 6} ${y - 4} L${GUTTER + 1} ${y} L${GUTTER - 6} ${y + 4} Z`,
      }),
    );
  }
  // Each command's name by the line, in the gap where its chain starts; its own arrow goes.
  for (const arrow of parts.filter((part) => hasClass(part, 'flow-arrow'))) {
    arrow.children = elementsOf(arrow)
      .filter((child) => child.tagName === 'text')
      .map((caption): Element => ({ ...caption, properties: { ...caption.properties, x: '4' } }));
  }
  const others = svg.children.filter((child) => !(child.type === 'element' && child.tagName === 'g'));
  svg.properties = {
    ...svg.properties,
    viewBox: `0 0 ${width + GUTTER} ${height}`,
    width: width + GUTTER,
  };
  svg.children = [...others, ...edges, h('g', { transform: `translate(${GUTTER} 0)` }, parts)];
  return true;
}

/** The figure's drawings laid out (layOutFlowSvg), the tallest of an odd number marked to span two rows. */
export function layOutFlowDiagram(figure: Element): void {
  const families = elementsOf(figure).filter((child) => hasClass(child, 'flow-family'));
  const heights = families.map((family) => {
    const svg = elementsOf(family).find((child) => child.tagName === 'svg');
    if (svg) layOutFlowSvg(svg);
    return number(svg?.properties?.height ?? 0);
  });
  if (families.length >= 3 && families.length % 2 === 1) {
    const tallest = families[heights.indexOf(Math.max(...heights))];
    tallest.properties = { ...tallest.properties, className: [...classes(tallest), FLOW_TALL_CLASS] };
  }
}
