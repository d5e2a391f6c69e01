'use client';
// The signed-in user's record from the product's API, with a retry after a failure and a way for
// an edit to put the updated record in place.
import { useCallback, useEffect, useState } from 'react';
import { useApiToken } from '@/components/auth/use-api-token';
import { ApiError, fetchCurrentUser } from '@/lib/api';
import type { ApiUser } from '@/lib/api-types';

export type CurrentUserState =
  { status: 'loading' } | { status: 'ready'; user: ApiUser } | { status: 'error'; message: string };

export function useCurrentUser(enabled: boolean) {
  const [state, setState] = useState<CurrentUserState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const token = useApiToken();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetchCurrentUser(token()).then(
      (user) => current && setState({ status: 'ready', user }),
      (error: unknown) =>
        current && setState({ status: 'error', message: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt, token]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((user: ApiUser) => setState({ status: 'ready', user }), []);

  return { state, retry, replace };
}
