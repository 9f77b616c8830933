import type { ProvisioningServer } from '../../db/schema/index.ts';
import { secretBox } from '../../secret-box.ts';
import { DirectAdminClient } from './directadmin-client.ts';
import type { ProvisioningAdapter } from './provisioning-adapter.ts';
import { PterodactylClient } from './pterodactyl-client.ts';

/** A panel the provisioning job can drive, and ask whether it answers. */
export type PanelClient = {
  adapter: ProvisioningAdapter;
  /** Proves URL and key; DirectAdmin also answers its package names (the admin maps our packages to them). */
  check(): Promise<string[]>;
};

/** The client for a stored server, its key opened with SECRETS_KEY only for this use. */
export function panelClientFor(server: ProvisioningServer, secretsKey: string): PanelClient {
  const key = secretBox(secretsKey).open(server.loginKeySealed);
  if (server.panel === 'pterodactyl') {
    const pterodactyl = new PterodactylClient({ url: server.url, apiKey: key });
    return {
      adapter: pterodactyl,
      check: async () => {
        await pterodactyl.check();
        return [];
      },
    };
  }
  const directAdmin = new DirectAdminClient({ url: server.url, username: server.username, loginKey: key });
  return { adapter: directAdmin, check: () => directAdmin.packages() };
}
