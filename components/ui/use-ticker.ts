'use client';
// A value redrawn every `intervalMs` while `enabled`, as an external store: the timer is the
// external system, so React reads it with useSyncExternalStore (null on the server).
import { useMemo, useSyncExternalStore } from 'react';

interface Ticker<T> {
  get(): T | null;
  subscribe(notify: () => void): () => void;
}

function createTicker<T>(draw: () => T, intervalMs: number): Ticker<T> {
  let value: T | null = null;
  return {
    get: () => value,
    subscribe(notify) {
      value = draw();
      notify();
      const timer = setInterval(() => {
        value = draw();
        notify();
      }, intervalMs);
      return () => clearInterval(timer);
    },
  };
}

const noSubscription = () => () => {};

export function useTicker<T>(draw: () => T, intervalMs: number, enabled = true): T | null {
  const ticker = useMemo(() => createTicker(draw, intervalMs), [draw, intervalMs]);
  return useSyncExternalStore(enabled ? ticker.subscribe : noSubscription, ticker.get, () => null);
}
