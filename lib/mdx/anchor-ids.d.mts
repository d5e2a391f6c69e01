// Types of anchor-ids.mjs (a plain module: the docs pipeline's plugins and the browser's search import it).
export const SEARCH_MARK: 'searchMark';
export function withSearchMark<T extends { data?: object }>(node: T, mark: import('@/lib/search/marks').SearchMark): T;
export const FLAG_HEADER: string;
export const OPTION_LINK_CLASS: string;
export const FLAG_WEIGHT: number;
export const TABLE_END_PREFIX: string;
export function flagName(cell: string): string | null;
export function optionsOwner(sectionId: string): string;
export function optionId(sectionId: string, flag: string): string;
export function uniqueOptionId(sectionId: string, flag: string, used: Set<string>): string;
export function flagOfId(id: string): string | null;
export const SEARCH_TERMS_COMPONENT: string;
export const TERMS_ID_SUFFIX: string;
export const PAGE_TOP_SECTION: string;
export const TERMS_WEIGHT: number;
export function termsId(sectionId: string): string;
export function sectionOfTermsId(id: string): string | null;
export const HEADING: RegExp;
