/** The Account page's security: two-factor sign-in and sessions (docs/ACCOUNTS.md). */
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

export function AccountSecurity() {
  return (
    <div className="mt-4">
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
