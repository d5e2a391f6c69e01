import type { Element } from 'hast';
import { h } from 'hastscript';
import { FLOW_TALL_CLASS, layOutFlowDiagram } from './flow-layout.ts';

const box = (className: string, y: number) =>
  h('g', { className: [className] }, [h('rect', { x: 1, y, width: 338, height: 40 })]);
const arrow = (y: number, caption: string) =>
  h('g', { className: ['flow-arrow'] }, [
    h('line', { x1: 110, y1: y + 2, x2: 110, y2: y + 30 }),
    h('path', { d: 'M105 0 L110 7 L115 0' }),
    h('text', { x: 122, y: y + 21 }, caption),
  ]);
const family = (height: number) =>
  h('div', { className: ['flow-family'] }, [
    h('svg', { viewBox: `0 0 340 ${height}`, width: 340, height }, [
      h('title', 'X'),
      box('flow-source', 1),
      arrow(41, 'mg x create'),
      box('flow-resources', 75),
      box('flow-resources', 123),
      arrow(163, 'then each mg x deploy'),
      box('flow-change', 197),
    ]),
  ]);

describe('the Flow diagram', () => {
  it('draws an arrowhead into every box a chain leads to, and keeps each command’s name', () => {
    const figure = h('figure', { className: ['flow-diagram'] }, [family(240)]);
    layOutFlowDiagram(figure);
    const svg = (figure.children[0] as Element).children[0] as Element;
    const heads = svg.children.filter(
      (c) => c.type === 'element' && c.properties.className?.toString() === 'flow-head',
    );
    expect(heads).toHaveLength(3);
    expect(svg.properties.viewBox).toBe('0 0 362 240');
    const text = JSON.stringify(svg);
    expect(text).toContain('mg x create');
    expect(text).not.toContain('"line"');
  });

  it('marks the tallest of three drawings to span two rows', () => {
    const figure = h('figure', { className: ['flow-diagram'] }, [family(240), family(400), family(240)]);
    layOutFlowDiagram(figure);
    const tall = figure.children.map((c) => (c as Element).properties.className);
    expect(tall).toEqual([['flow-family'], ['flow-family', FLOW_TALL_CLASS], ['flow-family']]);
  });
});
