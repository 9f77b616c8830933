import type { AdminAnalytics } from '@hostportaal/contract';
import { formatMonth } from '../overview/revenue-labels';

const dayFormat = (language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** A chart point's name: '24 nov' for a day, '18 nov – 24 nov' for a week, 'nov 2026' for a month. */
export function bucketLabel(
  bucket: { start: string; end: string },
  granularity: AdminAnalytics['granularity'],
  language: string,
): string {
  if (granularity === 'month') return formatMonth(bucket.start.slice(0, 7), language);
  const format = dayFormat(language);
  if (granularity === 'day') return format.format(utc(bucket.start));
  return `${format.format(utc(bucket.start))} – ${format.format(utc(bucket.end))}`;
}

/** '26 okt 2026' for the timeframe's first and last day. */
export function formatDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(isoDate));
}
