// Marked lines in a code block, from the fence's meta, at build time (no script on the page):
//   ```js {4}              line 4 highlighted
//   ```json ins={3} del={2} line 3 added, line 2 removed (a diff: + and − in the gutter)
// Line lists are 1-based: `{1,3-5}`. The classes are shiki's own transformers' (`highlighted`,
// `diff add`, `diff remove`), and the <pre> gets `has-highlighted` / `has-diff`. A removed line is
// shown, never copied: the block's copy text is the file after the change. The code itself stays as
// written, so the build's checks (a project-file example is valid JSON) read it unchanged.
import type { ShikiTransformer } from 'shiki';

/** Which mark each meta key sets, and the line's classes. */
const MARKS: Record<string, string[]> = {
  '': ['highlighted'],
  ins: ['diff', 'add'],
  del: ['diff', 'remove'],
};

/** `{1,3-5}` → [1, 3, 4, 5]. A malformed list fails the build: a mark must never be lost silently. */
export function lineList(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) throw new Error(`Code block: "${part}" in {${list}} is not a line or a range of lines`);
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (from < 1 || to < from) throw new Error(`Code block: "${part}" in {${list}} is not a range of lines`);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** The marks a fence's meta string asks for: line number → its classes. */
export function lineMarks(meta: string | null | undefined): Map<number, string[]> {
  const marks = new Map<number, string[]>();
  // A quoted value (a title) may hold braces: it is no mark.
  const unquoted = (meta ?? '').replace(/"[^"]*"/g, '""');
  for (const [, key = '', list] of unquoted.matchAll(/(?:^|\s)(?:(ins|del)=)?\{([^}]*)\}/g)) {
    for (const line of lineList(list)) marks.set(line, MARKS[key]);
  }
  return marks;
}

/** The code as it is after the change its marks show: without the lines marked removed. */
export function afterChange(code: string, meta: string | null | undefined): string {
  const marks = lineMarks(meta);
  return code
    .split('\n')
    .filter((_, i) => marks.get(i + 1)?.[1] !== 'remove')
    .join('\n');
}

/** A shiki transformer that applies `lineMarks` (give it after the shell transformer). */
export function lineMarksTransformer(): ShikiTransformer {
  let marks = new Map<number, string[]>();
  return {
    name: 'line-marks',
    preprocess() {
      marks = lineMarks(this.options.meta?.__raw);
    },
    line(node, line) {
      for (const name of marks.get(line) ?? []) this.addClassToHast(node, name);
    },
    pre(node) {
      if (marks.size === 0) return;
      const kinds = [...marks.values()];
      const lines = this.source.split('\n').length;
      const beyond = [...marks.keys()].find((line) => line > lines);
      if (beyond) throw new Error(`Code block: line ${beyond} is marked, but the block has ${lines} lines`);
      if (kinds.some((names) => names[0] === 'highlighted')) this.addClassToHast(node, 'has-highlighted');
      if (!kinds.some((names) => names[0] === 'diff')) return;
      // A shell block's copy text is its commands: a removed command has no place in it.
      if (node.properties['data-copy'] !== undefined) throw new Error('Code block: a shell block cannot mark a diff');
      this.addClassToHast(node, 'has-diff');
      if (kinds.some((names) => names[1] === 'remove')) {
        node.properties['data-copy'] = afterChange(this.source, this.options.meta?.__raw).trimEnd();
      }
    },
  };
}
