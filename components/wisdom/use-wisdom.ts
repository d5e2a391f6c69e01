'use client';
// Binds the wisdom state machine of lib/wisdom.ts to React, with its reset timers. The call never
// throws (its failures are results); what can fail here is loading its code, which logs a warning
// unless the page's leaving cut the load short.
import { useCallback, useReducer } from 'react';
import { useTimeout } from '@/components/ui/use-timeout';
import { watchLeaving } from '@/lib/leaving';
import { INITIAL_WISDOM, WISDOM_CONNECT_ERROR, resetDelay, wisdomReducer, type WisdomResult } from '@/lib/wisdom';

export function useWisdom(apiUrl: string) {
  const [state, dispatch] = useReducer(wisdomReducer, INITIAL_WISDOM);

  // Back to idle after the finished state's delay.
  useTimeout(() => dispatch({ type: 'reset' }), resetDelay(state), state);

  const ask = useCallback(async () => {
    dispatch({ type: 'start' });
    let result: WisdomResult = { kind: 'error', error: WISDOM_CONNECT_ERROR, fromServer: false };
    const leaving = watchLeaving();
    try {
      // The call's code loads on the first press: the page does not ship it up front.
      const { askWisdom } = await import('@/lib/wisdom-request');
      result = await askWisdom(apiUrl);
    } catch (error) {
      leaving.warn('Wisdom failed', error); // the button ends in its error state
    } finally {
      leaving.stop();
      dispatch({ type: 'resolve', result });
    }
  }, [apiUrl]);

  return { state, ask };
}
