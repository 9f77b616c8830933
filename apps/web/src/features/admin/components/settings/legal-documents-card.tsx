import type { LegalDocumentKind, LegalDocumentView } from '@hostportaal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { useLegalDocumentVersions, usePublishLegalDocument } from '../../api/legal-documents';
import { mutationErrorText } from '../shell/mutation-error-text';

const KINDS: readonly LegalDocumentKind[] = ['terms', 'privacy'];
const PUBLIC_PATHS: Record<LegalDocumentKind, string> = { terms: '/voorwaarden', privacy: '/privacy' };

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(iso));
}

function LegalDocumentEditor({ kind, versions }: { kind: LegalDocumentKind; versions: LegalDocumentView[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const date = useDate();
  const textId = useId();
  const helpId = useId();
  const publish = usePublishLegalDocument(kind);
  const [current, ...earlier] = versions;
  const [draft, setDraft] = useState(current?.body ?? '');
  const unchanged = draft.trim() === (current?.body ?? '').trim();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    publish.mutate(draft, {
      onSuccess: (saved) => toast(t('adminLegal.published', { version: saved.version }), { tone: 'success' }),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t(`adminLegal.kinds.${kind}`)}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {current
          ? t('adminLegal.current', { version: current.version, date: date(current.publishedAt) })
          : t('adminLegal.none')}{' '}
        <a
          href={PUBLIC_PATHS[kind]}
          target="_blank"
          rel="noopener"
          className="font-medium text-indigo-700 underline hover:no-underline dark:text-indigo-300"
        >
          {t('adminLegal.publicPage')}
        </a>
      </p>
      <label htmlFor={textId} className="block text-sm font-medium text-slate-900 dark:text-white">
        {t('adminLegal.text')}
      </label>
      <Textarea
        id={textId}
        aria-describedby={helpId}
        rows={14}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="font-mono text-sm"
      />
      <p id={helpId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('adminLegal.textHelp')}
      </p>
      {publish.error ? <Alert variant="error">{mutationErrorText(publish.error, t)}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {unchanged ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('adminLegal.unchanged')}</span>
        ) : null}
        <Button type="submit" isLoading={publish.isPending} disabled={unchanged}>
          {t('adminLegal.publish')}
        </Button>
      </div>
      {earlier.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t('adminLegal.versions')}</h4>
          <ul className="space-y-2">
            {earlier.map((version) => (
              <li key={version.version}>
                <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
                    {t('adminLegal.version', { version: version.version, date: date(version.publishedAt) })}
                  </summary>
                  <pre className="mt-2 max-h-64 overflow-auto text-xs break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                    {version.body}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

function LegalDocumentSection({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation();
  const versions = useLegalDocumentVersions(kind);
  return (
    <section className="space-y-3" aria-labelledby={`legal-${kind}-title`}>
      <h3 id={`legal-${kind}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
        {t(`adminLegal.kinds.${kind}`)}
      </h3>
      {versions.data ? (
        // Keyed by the current version: after a publish the editor starts again from the new text.
        <LegalDocumentEditor key={versions.data[0]?.version ?? 0} kind={kind} versions={versions.data} />
      ) : versions.isError ? (
        <ErrorWithRetry
          title={t('adminLegal.loadError')}
          message={mutationErrorText(versions.error, t)}
          onRetry={() => void versions.refetch()}
          isRetrying={versions.isFetching}
          retryLabel={t('adminCatalog.retry')}
        />
      ) : (
        <Spinner label={t('adminCatalog.loading')} />
      )}
    </section>
  );
}

/** Settings: the algemene voorwaarden and privacy statement, each save a new version (issue 28). */
export function LegalDocumentsCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="space-y-1">
        <CardTitle>{t('adminLegal.title')}</CardTitle>
        <CardDescription>{t('adminLegal.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {KINDS.map((kind) => (
          <LegalDocumentSection key={kind} kind={kind} />
        ))}
      </CardContent>
    </Card>
  );
}
