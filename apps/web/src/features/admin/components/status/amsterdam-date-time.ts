// A <input type="datetime-local"> holds a wall-clock time without a zone; ours is always Amsterdam time,
// whatever the zone of the admin's computer, and the API wants an ISO instant.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const amsterdamParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): string {
  const parts = amsterdamParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

function wallClockAsUtc(value: string): number | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  // Reject what Date would roll over silently ('2026-02-30', 25:00).
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date.getUTCHours() !== hour)
    return null;
  return date.getTime();
}

/** An ISO instant as the 'YYYY-MM-DDTHH:mm' Amsterdam wall-clock time for a datetime-local input. */
export function toAmsterdamInput(iso: string): string {
  return wallClock(new Date(iso));
}

/**
 * An Amsterdam wall-clock time 'YYYY-MM-DDTHH:mm' as an ISO instant; null when it is not such a time.
 * A time in the hour skipped in spring moves one hour on; the doubled hour in autumn is taken in winter time.
 */
export function fromAmsterdamInput(value: string): string | null {
  const wanted = wallClockAsUtc(value);
  if (wanted === null) return null;
  // Amsterdam is UTC+1 or UTC+2: try both offsets and keep the one that shows the wanted wall clock.
  for (const offsetHours of [1, 2]) {
    const instant = new Date(wanted - offsetHours * 3_600_000);
    if (wallClock(instant) === value) return instant.toISOString();
  }
  return new Date(wanted - 3_600_000).toISOString();
}
