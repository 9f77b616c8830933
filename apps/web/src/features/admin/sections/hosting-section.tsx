import { AccountsCard } from '../components/hosting/accounts-card';
import { ServersCard } from '../components/hosting/servers-card';

// Administration Dashboard section "hosting" (issue 8): the DirectAdmin and Pterodactyl servers and the
// hosting accounts and game servers that follow billing on them, with their failures and a retry.
export function HostingSection() {
  return (
    <div className="space-y-6">
      <ServersCard />
      <AccountsCard />
    </div>
  );
}
