'use client';
// Binds the wisdom state machine of lib/wisdom.ts to React, with its reset timers.
import { useCallback, useEffect, useReducer } from 'react';
import { browserTokenSources, findToken } from '@/lib/api';
import { settings } from '@/lib/config';
import { INITIAL_WISDOM, fetchWisdom, resetDelay, wisdomReducer } from '@/lib/wisdom';

export function useWisdom() {
  const [state, dispatch] = useReducer(wisdomReducer, INITIAL_WISDOM);

  useEffect(() => {
    const delay = resetDelay(state);
    if (delay === null) return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), delay);
    return () => clearTimeout(timer);
  }, [state]);

  const ask = useCallback(async () => {
    dispatch({ type: 'start' });
    const result = await fetchWisdom(settings.apiUrl, { token: findToken(browserTokenSources()) });
    dispatch({ type: 'resolve', result });
  }, []);

  return { state, ask };
}
