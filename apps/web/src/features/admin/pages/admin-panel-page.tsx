import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ScreenWordsProvider } from '../../../components/ui/screen-words';
import { AdminGlobalSearch } from '../components/shell/admin-global-search';
import { AdminSectionTabs } from '../components/shell/admin-section-tabs';
import { useAdminRefresh } from '../components/shell/use-admin-refresh';
import { useAdminSection } from '../components/shell/use-admin-section';

/**
 * SPEC §2 "Administration Dashboard": header with the global search and Refresh, a section switcher and the
 * open section.
 */
export function AdminPanelPage() {
  const { t } = useTranslation();
  const [section, openSection] = useAdminSection();
  const { refresh, isRefreshing } = useAdminRefresh();

  // The Administration Dashboard is English in nl too: its dialogs and banners say "Close", not "Sluiten",
  // and a server's refusal reads in English (adminErrors).
  const words = {
    close: t('adminCatalog.close'),
    retry: t('adminCatalog.retry'),
    errors: 'adminErrors' as const,
  };

  return (
    <ScreenWordsProvider words={words}>
      <section className="space-y-6" aria-labelledby="page-title">
        <DocumentTitle page={t('adminCatalog.shell.title')} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1
            id="page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('adminCatalog.shell.title')}
          </h1>
          <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
            <AdminGlobalSearch />
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => void refresh()}
              aria-busy={isRefreshing || undefined}
            >
              <RefreshCw className={isRefreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
              {t('adminCatalog.shell.refresh')}
            </Button>
          </div>
        </div>
        <AdminSectionTabs section={section} onChange={openSection} />
      </section>
    </ScreenWordsProvider>
  );
}
