// The share of health checks a server answered, as the status page shows it (DOMAIN-NL §6 notation).

const upToTwoDecimals = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 2 });

/** '99,95%'. Rounded down, so a server that missed even one check never reads 100%. */
export function formatUptimePercent(percent: number): string {
  // Rounding to millionths first keeps a float like 99.94 * 100 = 9993.999… from dropping a hundredth.
  const hundredths = Math.floor(Math.round(percent * 1_000_000) / 10_000);
  return upToTwoDecimals.format(hundredths / 10_000);
}
