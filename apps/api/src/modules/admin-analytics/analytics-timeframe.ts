import type { AnalyticsTimeframe } from '@hostportaal/contract';
import { addDays, addMonths, daysBetween, type IsoDate } from '@hostportaal/domain';

export type AnalyticsBucketRange = { start: IsoDate; end: IsoDate };
export type AnalyticsPeriod = {
  timeframe: AnalyticsTimeframe;
  start: IsoDate;
  end: IsoDate;
  days: number;
  granularity: 'day' | 'week' | 'month';
  buckets: AnalyticsBucketRange[];
};

const DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
const WEEK = 7;

/**
 * The Amsterdam calendar days a timeframe covers, ending today, and the buckets its charts draw: 7d and 30d
 * one per day; 90d per week of seven days ending today (the oldest week is cut at the timeframe's start);
 * 12m per calendar month, from the first of the month eleven months back, the current month up to today.
 */
export function analyticsPeriod(timeframe: AnalyticsTimeframe, today: IsoDate): AnalyticsPeriod {
  if (timeframe === '12m') {
    const start = addMonths(`${today.slice(0, 7)}-01`, -11);
    const buckets = Array.from({ length: 12 }, (_, index) => {
      const first = addMonths(start, index);
      const last = addDays(addMonths(first, 1), -1);
      return { start: first, end: last < today ? last : today };
    });
    return {
      timeframe,
      start,
      end: today,
      days: daysBetween(start, today) + 1,
      granularity: 'month',
      buckets,
    };
  }
  const days = DAYS[timeframe];
  const start = addDays(today, -(days - 1));
  if (timeframe === '90d') {
    const buckets: AnalyticsBucketRange[] = [];
    for (let end = today; end >= start; end = addDays(end, -WEEK)) {
      const first = addDays(end, -(WEEK - 1));
      buckets.unshift({ start: first < start ? start : first, end });
    }
    return { timeframe, start, end: today, days, granularity: 'week', buckets };
  }
  const buckets = Array.from({ length: days }, (_, index) => {
    const day = addDays(start, index);
    return { start: day, end: day };
  });
  return { timeframe, start, end: today, days, granularity: 'day', buckets };
}
