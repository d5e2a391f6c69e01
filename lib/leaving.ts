// A page that starts to leave cuts its own work short, and that is no failure to warn about.
// Firefox cancels a page's requests and worker loads as soon as a navigation away starts, before
// `pagehide`, and reports each one as a network error ("NetworkError when attempting to fetch
// resource", "NS_BINDING_ABORTED") to the page's code, which would log a warning for nothing.
// `beforeunload` is the one event that comes before those reports. It is heard only while work is
// in flight: a `beforeunload` listener keeps a page out of Firefox's back/forward cache, as the
// request in flight already does, and none is left behind once the work ends.
// A `beforeunload` that leads nowhere (a mailto: link, a cancelled navigation) silences only the
// work in flight at that moment, until it ends; what the page shows is never silenced.

/** What a piece of work hears of its page leaving, from `watchLeaving()` until `stop()`. */
export interface Leaving {
  /** True once the page has started to leave while this listened. */
  readonly started: boolean;
  /** Logs a warning, unless the page has started to leave: the failures it would report are the leaving's. */
  warn(...args: unknown[]): void;
  /** Stops listening: call it when the work ends. */
  stop(): void;
}

export function watchLeaving(page: EventTarget = window, log: (...args: unknown[]) => void = console.warn): Leaving {
  let started = false;
  const onLeave = () => {
    started = true;
  };
  page.addEventListener('beforeunload', onLeave);
  return {
    get started() {
      return started;
    },
    warn: (...args) => {
      if (!started) log(...args);
    },
    stop: () => page.removeEventListener('beforeunload', onLeave),
  };
}
