'use client';
// Binds the health poller of lib/health.ts to React: starts on mount, stops on unmount.
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { settings } from '@/lib/config';
import { checksApiHealth } from '@/lib/deployment';
import { INITIAL_HEALTH, checkHealth, createPoller, type HealthState } from '@/lib/health';

export function useHealth(): HealthState {
  const [health, setHealth] = useState<HealthState>(INITIAL_HEALTH);
  // The frontend is healthy once this code runs in the browser.
  const frontendRuns = useHydrated();
  useEffect(() => {
    let active = true;
    const poller = createPoller(async () => {
      await checkHealth(
        {
          apiUrl: settings.apiUrl,
          checksApi: checksApiHealth(settings),
          telekinesisQueueUrl: settings.telekinesisQueueUrl,
        },
        (key, value) => {
          if (active) setHealth((current) => ({ ...current, [key]: value }));
        },
      );
    });
    poller.start();
    return () => {
      active = false;
      poller.stop();
    };
  }, []);
  return { ...health, frontend: frontendRuns ? 'healthy' : health.frontend };
}
