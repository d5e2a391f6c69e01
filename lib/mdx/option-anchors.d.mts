// Types of option-anchors.mjs (a plain module: next.config.mjs names it as a rehype plugin).
export const FLAG_HEADER: string;
export const OPTION_LINK_CLASS: string;
export const FLAG_WEIGHT: number;
export const TABLE_END_PREFIX: string;
export function flagName(cell: string): string | null;
export function optionId(sectionId: string, flag: string): string;
export function uniqueOptionId(sectionId: string, flag: string, used: Set<string>): string;
export function flagOfId(id: string): string | null;
export default function rehypeOptionAnchors(): (tree: unknown) => void;
