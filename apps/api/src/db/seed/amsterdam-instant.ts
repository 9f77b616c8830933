// The instant at a wall-clock time in Amsterdam on a calendar date. CEST runs from the last Sunday
// of March to the last Sunday of October (both at 01:00 UTC); the formula holds for 1900-2099.
function lastSundayOf(year: number, month: 3 | 10): number {
  const yearTerm = Math.floor((5 * year) / 4);
  return 31 - ((yearTerm + (month === 3 ? 4 : 1)) % 7);
}

export function amsterdamInstant(isoDate: string, hour = 0, minute = 0): Date {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  const summerStart = Date.UTC(year, 2, lastSundayOf(year, 3), 1);
  const summerEnd = Date.UTC(year, 9, lastSundayOf(year, 10), 1);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const summer = asIfUtc - 2 * 3_600_000 >= summerStart && asIfUtc - 2 * 3_600_000 < summerEnd;
  return new Date(asIfUtc - (summer ? 2 : 1) * 3_600_000);
}
