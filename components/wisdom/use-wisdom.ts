'use client';
// Binds the wisdom state machine of lib/wisdom.ts to React, with its reset timers.
import { useCallback, useReducer } from 'react';
import { useTimeout } from '@/components/ui/use-timeout';
import { browserTokenSources, findToken } from '@/lib/api';
import { settings } from '@/lib/config';
import {
  INITIAL_WISDOM,
  WISDOM_CONNECT_ERROR,
  fetchWisdom,
  resetDelay,
  wisdomReducer,
  type WisdomResult,
} from '@/lib/wisdom';

export function useWisdom() {
  const [state, dispatch] = useReducer(wisdomReducer, INITIAL_WISDOM);

  // Back to idle after the finished state's delay.
  useTimeout(() => dispatch({ type: 'reset' }), resetDelay(state), state);

  const ask = useCallback(async () => {
    dispatch({ type: 'start' });
    let result: WisdomResult = { kind: 'error', error: WISDOM_CONNECT_ERROR, fromServer: false };
    try {
      result = await fetchWisdom(settings.apiUrl, { token: findToken(browserTokenSources()) });
    } catch (error) {
      console.warn('Wisdom failed', error); // whatever went wrong, the button ends in its error state
    } finally {
      dispatch({ type: 'resolve', result });
    }
  }, []);

  return { state, ask };
}
