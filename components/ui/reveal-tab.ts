// A tab bar scrolls sideways when its tabs are wider than it (components/ui/tabs.module.css), with
// the site's scroll cue: the chosen tab is brought wholly into the bar's view. Only the bar scrolls,
// never the page, so this is safe on load too, when the bar may be far below the screen.
/** The site's cue on a box that scrolls sideways (app/globals.css), named with the docs' markup. */
export { SCROLL_CUE_CLASS } from '@/lib/mdx/docs-markup';

export function revealTab(tab: HTMLElement) {
  const bar = tab.parentElement;
  if (!bar) return;
  const own = tab.getBoundingClientRect();
  const frame = bar.getBoundingClientRect();
  if (own.left < frame.left) bar.scrollLeft -= frame.left - own.left;
  else if (own.right > frame.right) bar.scrollLeft += own.right - frame.right;
}
