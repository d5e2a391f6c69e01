// The four health cards of the landing page: Frontend, Server, Database, Telekinesis. What to
// check is settled here, on the server, from the build's settings.
import { LiveHealthCards } from '@/components/health/live-health-cards';
import { settings } from '@/lib/config';
import { healthTargets, type HealthKey } from '@/lib/health';

export function HealthCards({
  keys = ['frontend', 'api', 'db', 'telekinesis'],
  layout,
}: {
  keys?: HealthKey[];
  layout?: 'cards' | 'rows';
}) {
  return <LiveHealthCards keys={keys} targets={healthTargets(settings)} layout={layout} />;
}
