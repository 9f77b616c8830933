import { vatSummaryResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export interface Quarter {
  year: number;
  quarter: number;
}

export const vatSummaryQuery = ({ year, quarter }: Quarter) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'reports', 'vat-summary', year, quarter] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get(`/api/admin/reports/vat-summary?year=${year}&quarter=${quarter}`, vatSummaryResponseSchema, {
          signal,
        })
        .then((body) => body.data),
  });

/** GET /api/admin/reports/vat-summary: the quarter's turnover and VAT per rubriek of the BTW return. */
export function useVatSummary(quarter: Quarter) {
  return useQuery(vatSummaryQuery(quarter));
}
