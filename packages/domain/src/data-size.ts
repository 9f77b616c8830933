// The hosting and game panels report sizes in megabytes and count 1 GB as 1024 MB; DOMAIN-NL §6 notation.

const MB_PER_GB = 1024;
const upToOneDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** '512 MB', '1,5 GB', '2.048 GB'. */
export function formatMegabytes(megabytes: number): string {
  if (Math.abs(megabytes) < MB_PER_GB) return `${upToOneDecimal.format(megabytes)} MB`;
  return `${upToOneDecimal.format(megabytes / MB_PER_GB)} GB`;
}

/** How much of a limit is used, in whole percent from 0 to 100; a panel may let an account run over. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
