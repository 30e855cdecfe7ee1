/** Dashboard body: counts per area, cache statistics and the running version. */
import { CacheStatsCard } from './CacheStatsCard';
import { StatsCards } from './StatsCards';
import { VersionCard } from './VersionCard';

export function Dashboard() {
  return (
    <div className="space-y-6">
      <StatsCards />
      <CacheStatsCard />
      <VersionCard />
    </div>
  );
}
