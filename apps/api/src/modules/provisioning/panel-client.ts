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

export type PanelAccess = {
  /** Config SECRETS_KEY: opens the stored login key. */
  secretsKey: string;
  /** Config PANEL_ALLOWED_NETWORKS: where a panel may be besides the public internet. */
  panelAllowedNetworks: readonly string[];
};

/** The client for a stored server, its key opened with SECRETS_KEY only for this use. */
export function panelClientFor(server: ProvisioningServer, access: PanelAccess): PanelClient {
  const key = secretBox(access.secretsKey).open(server.loginKeySealed);
  const allowedNetworks = access.panelAllowedNetworks;
  if (server.panel === 'pterodactyl') {
    const pterodactyl = new PterodactylClient({ url: server.url, apiKey: key, allowedNetworks });
    return {
      adapter: pterodactyl,
      check: async () => {
        await pterodactyl.check();
        return [];
      },
    };
  }
  const directAdmin = new DirectAdminClient({
    url: server.url,
    username: server.username,
    loginKey: key,
    allowedNetworks,
  });
  return { adapter: directAdmin, check: () => directAdmin.packages() };
}
