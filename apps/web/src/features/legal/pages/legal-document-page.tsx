import type { LegalDocumentKind } from '@hostportaal/contract';
import { legalTextBlocks } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PublicHeader } from '../../../components/public-header';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentLegalDocuments } from '../../../lib/api/legal-documents';

/** /voorwaarden and /privacy: the version in force, readable without an account (art. 6:230m BW). */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const documents = useCurrentLegalDocuments();
  const title = t(kind === 'terms' ? 'legalPages.terms' : 'legalPages.privacy');
  const document = documents.data?.[kind];
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
      new Date(iso),
    );
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <DocumentTitle page={title} />
      <PublicHeader />
      <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {document ? (
          <>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span>
                {t('legalPages.version', { version: document.version, date: date(document.publishedAt) })}
              </span>
              <a
                href={`/api/legal/${kind}/pdf`}
                className="font-medium text-indigo-700 underline hover:no-underline dark:text-indigo-300"
              >
                {t('legalPages.downloadPdf')}
              </a>
            </p>
            <article className="mt-8 space-y-4 text-slate-800 dark:text-slate-200">
              {legalTextBlocks(document.body).map((block, index) =>
                block.kind === 'heading' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one version never reorder
                  <h2 key={index} className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">
                    {block.text}
                  </h2>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one version never reorder
                  <p key={index} className="leading-7 break-words whitespace-pre-line">
                    {block.text}
                  </p>
                ),
              )}
            </article>
          </>
        ) : documents.isError ? (
          <div className="mt-6">
            <ErrorWithRetry
              message={t('legalPages.loadFailed')}
              onRetry={() => void documents.refetch()}
              isRetrying={documents.isFetching}
            />
          </div>
        ) : (
          <div className="mt-6">
            <Spinner />
          </div>
        )}
        <p className="mt-10">
          <Link to="/" className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
            {t('legalPages.back')}
          </Link>
        </p>
      </main>
    </div>
  );
}

export function TermsPage() {
  return <LegalDocumentPage kind="terms" />;
}

export function PrivacyPage() {
  return <LegalDocumentPage kind="privacy" />;
}
