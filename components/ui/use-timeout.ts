'use client';
// Runs `callback` once after `delayMs`; null means no timer. A new delay (or unmount) cancels the old one.
import { useEffect, useRef } from 'react';

export function useTimeout(callback: () => void, delayMs: number | null, key: unknown) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, key]);
}
