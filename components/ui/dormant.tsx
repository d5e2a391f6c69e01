'use client';
// Server HTML that React hydrates only once someone uses it: the header's buttons and menus. The
// page's first render leaves the region as the server wrote it, and the region wakes, keeping every
// node, when:
// - a pointer moves over it, a finger or button presses in it, a key is pressed in it, it takes the
//   focus, or it is clicked (a click with nothing before it, as a screen reader's, included): the
//   signal is given in the window's capture phase, before React's own listener, which then
//   hydrates the region at once and hands it the event;
// - the address changes (a page of the app, or only its query: the history's pushState or
//   replaceState to another address, Back or Forward, a routed link), or anything else renders the
//   region again. An update from above that reaches a region still dormant would otherwise hold:
//   React would wait for the region before it shows a transition (the router's), or draw it again
//   instead of hydrating it;
// - its owner says so (`awake`: a signed-in browser, whose header differs from the server's), or
//   `wakeDormant()` is called (the site's link router, before it changes the page).
// Once awake it stays awake for the life of the page.
// How: React hydrates an <Activity> boundary's content in a pass of its own after the page, and a
// boundary whose content waits (here on the wake signal) stays as the server wrote it: no components
// run, no fibers, no effects. An event inside it makes React hydrate it at once. (A Suspense boundary
// would do the same, but the server moves a large one's HTML to the end of a long page, to be put in
// place by a script: the header would show last.)
import { usePathname } from 'next/navigation';
import { Activity, use, type ReactNode } from 'react';
import { isPageHydrated, useMarkPageHydrated } from './page-hydrated';

/** The attribute that marks a dormant region in the page (the wake listeners look for it). */
const DORMANT_ATTR = 'data-dormant';
/** What wakes a region when it happens inside it. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

let give: () => void = () => {};
/** The wake signal. React reads a promise's `status` before waiting on it: set at once, it hydrates at once. */
const signal = new Promise<void>((resolve) => (give = resolve));
let given = false;

/** Wakes every dormant region of the page (they hydrate on React's next render, or at once in an event). */
export function wakeDormant(): void {
  if (given) return;
  given = true;
  Object.assign(signal, { status: 'fulfilled', value: undefined });
  give();
  for (const type of WAKE_EVENTS) window.removeEventListener(type, onEvent, true);
  window.removeEventListener('popstate', wakeDormant, true);
}

function onEvent(event: Event) {
  const target = event.target;
  if (target instanceof Element && target.closest(`[${DORMANT_ATTR}]`)) wakeDormant();
}

// The listeners go on as the module first runs in the browser, before the page hydrates, so that no
// use of the region can come between its hydration and the listeners.
// The history's methods are wrapped here, before the router wraps them in turn: the router starts
// its transition, then calls these, so the regions wake before React renders it.
if (typeof window !== 'undefined') {
  for (const type of WAKE_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  window.addEventListener('popstate', wakeDormant, true);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      // The router also writes its own state under the same address (at every hydration): no wake.
      if (given) return original.apply(this, args);
      const to = args[2] == null ? null : new URL(args[2], window.location.href);
      if (to && `${to.pathname}${to.search}` !== `${window.location.pathname}${window.location.search}`) wakeDormant();
      return original.apply(this, args);
    };
  }
}

/** Renders its children once the signal is given; in the server HTML, always. */
function Awake({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') use(signal);
  return children;
}

export function Dormant({
  children,
  className,
  awake = false,
}: {
  children: ReactNode;
  className?: string;
  awake?: boolean;
}) {
  // Subscribes this region to page changes: a new page renders it again, which wakes it.
  usePathname();
  // Rendered after the page's first render (again, or mounted anew): nothing to keep, so awake.
  if (typeof window !== 'undefined' && (awake || isPageHydrated())) wakeDormant();
  useMarkPageHydrated();
  return (
    <div className={className} {...{ [DORMANT_ATTR]: '' }}>
      <Activity>
        <Awake>{children}</Awake>
      </Activity>
    </div>
  );
}
