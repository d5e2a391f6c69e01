import type { ElementContent } from 'hast';
import { loadDefinition } from '@/lib/cli/definition.ts';
import { flowDiagramHast, flowDiagramMarkdown, flowFacts, FLOWS } from '@/lib/cli/flow-diagram.ts';

const cli = loadDefinition();

describe('the Flow page’s diagram', () => {
  it('draws what each family’s first deploy creates, grouped by where it lives, from the model', () => {
    const dmt = flowFacts(
      cli,
      FLOWS.find((f) => f.family === 'dmt')!,
    );
    expect(dmt.groups.find((g) => g.place === 'EC2')?.items).toEqual(
      expect.arrayContaining(['machine', 'disk', 'address', 'security group', 'key pair']),
    );
    // What a flag or the database's engine decides is marked so, unless the place already says it.
    expect(dmt.groups.find((g) => g.place === 'Route 53 (global)')?.items).toEqual(['DNS record (with --route53)']);
    expect(dmt.groups.find((g) => g.place === 'On your machine')?.items).toEqual(['SSH private key']);
    // What a later deploy changes, under a flag too, and what it creates and removes again in one run.
    expect(dmt.changed).toEqual(["machine's mg-branch tag (with --branch)", 'app']);
    expect(dmt.added).toBe('');
    expect(dmt.cycled).toEqual([expect.stringMatching(/^machine's mg-lock tag \(added: .+; removed: .+\)$/)]);
    const lsd = flowFacts(
      cli,
      FLOWS.find((f) => f.family === 'lsd')!,
    );
    expect(lsd.groups.find((g) => g.place === 'RDS')?.items).toEqual([
      'database (PostgreSQL)',
      'database address (PostgreSQL)',
    ]);
    expect(lsd.groups.find((g) => g.place === 'DynamoDB')?.items).toContain('table');
    // A later deploy creates what the project file has gained: never the database.
    expect(lsd.added).toBe(
      'function, queue, dead letter queue, trigger, schedule, table (the ones the project file has gained, unless --function)',
    );
    const esp = flowFacts(
      cli,
      FLOWS.find((f) => f.family === 'esp')!,
    );
    expect(esp.groups.map((g) => g.place)).toContain('ACM (us-east-1)');
    expect(esp.cycled).toEqual([expect.stringMatching(/^site files \(added: .+; removed: .+\)$/)]);
  });

  it('is one static SVG per family, each an image named by its title and described in words', () => {
    const figure = flowDiagramHast(cli);
    const elements = (node: ElementContent) => (node.type === 'element' ? node.children : []);
    const svgs = figure.children.flatMap(elements).filter((c) => c.type === 'element' && c.tagName === 'svg');
    expect(svgs).toHaveLength(3);
    for (const svg of svgs) {
      expect(svg.type === 'element' && svg.properties.role).toBe('img');
      expect(
        elements(svg)
          .map((c) => c.type === 'element' && c.tagName)
          .slice(0, 2),
      ).toEqual(['title', 'desc']);
    }
    expect(flowDiagramMarkdown(cli)).toContain('`mg lsd drop` creates');
  });

  it('sets a flag in a box in the code face, as the pages do, the text around it as it was', () => {
    const spans: string[] = [];
    const walk = (node: ElementContent) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'tspan')
        spans.push(`${node.properties.className}:${(node.children[0] as { value: string }).value}`);
      node.children.forEach(walk);
    };
    walk(flowDiagramHast(cli));
    expect(spans).toEqual(expect.arrayContaining(['flow-flag:--route53', 'flow-flag:--no-ssl', 'flow-flag:--branch']));
    expect(spans.every((span) => /^flow-flag:--[a-z0-9-]+$/.test(span))).toBe(true);
  });
});
