// Types of option-anchors.mjs (a plain module: the docs pipeline names it as a rehype plugin).
// Its ids and names are in anchor-ids.mjs.
export default function rehypeOptionAnchors(): (tree: unknown) => void;
