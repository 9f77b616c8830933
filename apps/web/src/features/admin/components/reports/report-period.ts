import { addDays, addMonths, type IsoDate } from '@hostportaal/domain';

export type QuickPeriod = 'thisMonth' | 'lastMonth' | 'thisQuarter' | 'thisYear';
export const QUICK_PERIODS: readonly QuickPeriod[] = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear'];

export interface ReportPeriod {
  from: IsoDate;
  to: IsoDate;
}

function firstOfMonth(year: number, month: number): IsoDate {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** Whole calendar months around `today` (an Amsterdam date), from the first to the last day. */
export function quickPeriod(choice: QuickPeriod, today: IsoDate): ReportPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months = (start: IsoDate, count: number) => ({
    from: start,
    to: addDays(addMonths(start, count), -1),
  });
  switch (choice) {
    case 'thisMonth':
      return months(firstOfMonth(year, month), 1);
    case 'lastMonth':
      return months(addMonths(firstOfMonth(year, month), -1), 1);
    case 'thisQuarter':
      return months(firstOfMonth(year, month - ((month - 1) % 3)), 3);
    case 'thisYear':
      return months(firstOfMonth(year, 1), 12);
  }
}

export interface ReportQuarter {
  year: number;
  quarter: number;
}

/** The last quarter that has ended on `today` (an Amsterdam date): the one whose BTW return is due. */
export function lastCompletedQuarter(today: IsoDate): ReportQuarter {
  const year = Number(today.slice(0, 4));
  const current = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return current === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: current - 1 };
}

/** Invoices are kept seven years (art. 52 AWR): the quarter picker offers this year and the six before. */
export function reportYears(today: IsoDate): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 7 }, (_, index) => year - index);
}
