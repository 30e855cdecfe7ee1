/**
 * Dashboard body: failed sign-ins (first: an attack is news), counts per area, activity and
 * storage usage, cache statistics and the running version.
 */
import { ActivityChart } from './ActivityChart';
import { CacheStatsCard } from './CacheStatsCard';
import { SignInAlertsCard } from './SignInAlertsCard';
import { StatsCards } from './StatsCards';
import { StorageUsageCard } from './StorageUsageCard';
import { VersionCard } from './VersionCard';

export function Dashboard() {
  return (
    <div className="space-y-6">
      <SignInAlertsCard />
      <StatsCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <ActivityChart />
        <StorageUsageCard />
      </div>
      <CacheStatsCard />
      <VersionCard />
    </div>
  );
}
