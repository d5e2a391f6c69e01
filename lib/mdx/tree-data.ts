// What the docs pipeline's plugins leave for each other and for the page, declared once: on the
// file each page is run as (`file.data`, vfile's DataMap), on the Markdown tree's nodes
// (`node.data`, mdast's Data) and on the article's elements (`element.data`, hast's ElementData),
// and the Markdown nodes of the pipeline's own. Every plugin reads and writes these names through
// the types, so a misspelled key or a value of the wrong shape fails the type check.
import type { Data, Root, RootContent } from 'mdast';
import type { Node, Parent } from 'unist';
import type { SearchMark } from '../search/marks.ts';

/** Where a page documents each mg command: the id of the section holding its <MgCommand>, by the command's path. */
export type CommandSections = Record<string, string>;

declare module 'vfile' {
  interface DataMap {
    /** Where this page documents each of its commands (cli-reference.ts). */
    commandSections: CommandSections;
    /**
     * The other pages' commandSections, for the page holding the index of every command: a function
     * the page's renderer gives, answering once those pages have been rendered.
     */
    otherPagesCommandSections: () => Promise<CommandSections>;
    /** The page's tree once the reference is expanded, kept for its Markdown copy (markdown-copy.ts). */
    markdownCopyTree: Root;
  }
}

declare module 'mdast' {
  interface Data {
    /**
     * What stands for the node in the Markdown copy (markdown-copy.ts), when that is not the node
     * itself: the Flow diagram's facts as a list, nothing for a usage mark.
     */
    markdownCopy?: RootContent[];
  }

  interface RootContentMap {
    usageAnchor: UsageAnchor;
    unindexed: Unindexed;
    flowDiagram: FlowDiagram;
  }
}

declare module 'hast' {
  interface ElementData {
    /**
     * What the site search is told of an element with an id: a flag's row, an options table's end,
     * a section's reader words, a command's usage. Never written into the page: the build lists
     * every page's marks for the search (lib/search/marks), which then reads no id.
     */
    searchMark?: SearchMark;
  }
}

/** Where a command's usage lines start (`command`: its words): an empty element with the usage id. */
export interface UsageAnchor extends Node {
  type: 'usageAnchor';
  command: string[];
  data: Data;
}

/** Generated blocks the search does not index (a command's effects, a resource table), in a <div>. */
export interface Unindexed extends Parent {
  type: 'unindexed';
  children: RootContent[];
  data: Data;
}

/** The Flow page's diagram: static SVG on the page (`hChildren`), a list in the Markdown copy. */
export interface FlowDiagram extends Node {
  type: 'flowDiagram';
  data: Data;
}
