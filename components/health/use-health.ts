'use client';
// Binds the health poller of lib/health.ts to React: polls from mount to unmount (aborting the
// round in flight on unmount), pauses while the tab is hidden (a tab opened hidden checks nothing
// until shown) and, when it shows, checks only if a round fell due meanwhile. A check that fails
// because the page is leaving logs nothing.
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { watchLeaving } from '@/lib/leaving';
import { INITIAL_HEALTH, checkHealth, createPoller, type HealthState, type HealthTargets } from '@/lib/health';

export function useHealth(targets: HealthTargets): HealthState {
  const [health, setHealth] = useState<HealthState>(INITIAL_HEALTH);
  // The frontend is healthy once this code runs in the browser.
  const frontendRuns = useHydrated();
  useEffect(() => {
    let active = true;
    const poller = createPoller(async (signal) => {
      const leaving = watchLeaving();
      try {
        const result = await checkHealth({ ...targets, signal, log: leaving.warn }, (key, value) => {
          if (active) setHealth((current) => ({ ...current, [key]: value }));
        });
        return result.api !== 'unhealthy' && result.db !== 'unhealthy';
      } finally {
        leaving.stop();
      }
    });
    const onVisibility = () => (document.hidden ? poller.pause() : poller.resume());
    document.addEventListener('visibilitychange', onVisibility);
    if (document.hidden) poller.pause();
    poller.start();
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      poller.stop();
    };
    // The targets are the build's settings: fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ...health, frontend: frontendRuns ? 'healthy' : health.frontend };
}
