import {
  type DunningSettingsBody,
  dunningSettingsResponseSchema,
  type dunningTemplateBodySchema,
  type dunningTemplateKeySchema,
  dunningTemplateListResponseSchema,
  dunningTemplatePreviewResponseSchema,
  dunningTemplateResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { collectionsKey } from './collections';

// The dunning schedule and the texts of its five e-mails (issue 6, SPEC §2 "Letter templates").
export const dunningSettingsKey = [...collectionsKey, 'settings'] as const;
export const dunningTemplatesKey = [...collectionsKey, 'templates'] as const;

export type DunningTemplateKey = z.infer<typeof dunningTemplateKeySchema>;
export type DunningTemplateBody = z.infer<typeof dunningTemplateBodySchema>;

export const dunningSettingsQuery = () =>
  queryOptions({
    queryKey: dunningSettingsKey,
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/admin/collections/settings', dunningSettingsResponseSchema, { signal })
        .then((body) => body.data),
  });

export function useDunningSettings() {
  return useQuery(dunningSettingsQuery());
}

export function useSaveDunningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DunningSettingsBody) =>
      apiClient
        .put('/api/admin/collections/settings', body, dunningSettingsResponseSchema)
        .then((response) => response.data),
    onSuccess: (settings) => queryClient.setQueryData(dunningSettingsKey, settings),
  });
}

export const dunningTemplatesQuery = () =>
  queryOptions({
    queryKey: dunningTemplatesKey,
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/admin/collections/templates', dunningTemplateListResponseSchema, { signal })
        .then((body) => body.data),
  });

export function useDunningTemplates() {
  return useQuery(dunningTemplatesQuery());
}

const templatePath = (key: DunningTemplateKey) =>
  `/api/admin/collections/templates/${encodeURIComponent(key)}`;

export function useSaveDunningTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: DunningTemplateBody & { key: DunningTemplateKey }) =>
      apiClient.put(templatePath(key), body, dunningTemplateResponseSchema).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dunningTemplatesKey }),
  });
}

/** The text rendered with sample values, without saving it. */
export function usePreviewDunningTemplate() {
  return useMutation({
    mutationFn: ({ key, ...body }: DunningTemplateBody & { key: DunningTemplateKey }) =>
      apiClient
        .post(`${templatePath(key)}/preview`, body, dunningTemplatePreviewResponseSchema)
        .then((response) => response.data),
  });
}
