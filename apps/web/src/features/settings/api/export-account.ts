import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';

const exportSchema = z.looseObject({ exportDate: z.string() });

export function exportAccount() {
  return apiClient.get('/api/account/export', exportSchema);
}

/** Downloads the AVG export as one JSON file (fetched with the token, saved through a blob URL). */
function saveJson(data: z.infer<typeof exportSchema>) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `hostportaal-gegevens-${data.exportDate}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount, onSuccess: saveJson });
}
