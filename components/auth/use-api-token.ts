'use client';
// The API's bearer token, read when a request is made (lib/api.ts: storage, then the SDK's session
// in memory). A getter, so a request effect need not run again when the SDK refreshes the session.
import { useSession } from '@descope/nextjs-sdk/client';
import { useCallback, useEffect, useRef } from 'react';
import { apiToken } from '@/lib/api';

export function useApiToken(): () => string | null {
  const { sessionToken } = useSession();
  const session = useRef(sessionToken);
  useEffect(() => {
    session.current = sessionToken;
  });
  return useCallback(() => apiToken(session.current), []);
}
