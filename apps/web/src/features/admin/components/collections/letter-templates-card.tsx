import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { useDunningTemplates } from '../../api/dunning-settings';
import { mutationErrorText } from '../shell/mutation-error-text';
import { type DunningTemplate, TemplateEditDialog } from './template-edit-dialog';

/** SPEC §2 "Letter templates": the five dunning e-mails with name and description, each editable. */
export function LetterTemplatesCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.templates' });
  const { t: tRoot } = useTranslation();
  const templates = useDunningTemplates();
  const [editing, setEditing] = useState<DunningTemplate | null>(null);
  const nameOf = (template: DunningTemplate) => t(`items.${template.key}.name`);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {templates.data ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {templates.data.templates.map((template) => (
              <li key={template.key} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                    {nameOf(template)}
                    <Badge tone={template.customised ? 'info' : 'neutral'}>
                      {template.customised ? t('customised') : t('standard')}
                    </Badge>
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`items.${template.key}.description`)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(template)}
                  aria-label={t('editLabel', { name: nameOf(template) })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('edit')}
                </Button>
              </li>
            ))}
          </ul>
        ) : templates.isError ? (
          <ErrorWithRetry
            title={t('loadError')}
            message={mutationErrorText(templates.error, tRoot)}
            onRetry={() => void templates.refetch()}
            isRetrying={templates.isFetching}
            retryLabel={tRoot('adminCollections.retry')}
          />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </CardContent>
      {editing && templates.data ? (
        <TemplateEditDialog
          key={editing.key}
          template={editing}
          name={nameOf(editing)}
          placeholders={templates.data.placeholders}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
