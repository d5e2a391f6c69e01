'use client';
// The time now, for texts that say how long ago something was ("3 minutes ago"): an external store
// (the clock) read with useSyncExternalStore, moved on every NOW_TICK_MS while anything shows it.
import { useSyncExternalStore } from 'react';

/** How often the time is read again: a relative time in minutes is never more than this late. */
export const NOW_TICK_MS = 30_000;

let now: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Read again as a reader arrives: a page reached later must not start from an old reading.
  now = Date.now();
  timer ??= setInterval(() => {
    now = Date.now();
    for (const listener of listeners) listener();
  }, NOW_TICK_MS);
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const read = () => (now ??= Date.now());

/** Milliseconds since the epoch, as of the last tick. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, read, read);
}
