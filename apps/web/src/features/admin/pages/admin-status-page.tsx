import type { MaintenanceNotice } from '@hostportaal/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminNotices, usePlatformStatusForAdmin } from '../api/platform-status-admin';
import { ComponentStatusList } from '../components/status/component-status-list';
import { DeleteNoticeDialog } from '../components/status/delete-notice-dialog';
import { NoticeForm } from '../components/status/notice-form';
import { NoticeItems } from '../components/status/notice-items';

type Editing = { notice: MaintenanceNotice | null } | null;

export function AdminStatusPage() {
  const { t } = useTranslation();
  const status = usePlatformStatusForAdmin();
  const [page, setPage] = useState(1);
  const notices = useAdminNotices(page);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MaintenanceNotice | null>(null);
  const edit = (notice: MaintenanceNotice) => setEditing({ notice });
  const closeForm = () => setEditing(null);

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('support.adminStatus.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1
            id="page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('support.adminStatus.title')}
          </h1>
          <p className="max-w-3xl text-slate-600 dark:text-slate-400">{t('support.adminStatus.intro')}</p>
        </div>
        <Button onClick={() => setEditing({ notice: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('support.adminStatus.newNotice')}
        </Button>
      </div>

      {status.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : status.isError ? (
        <Alert variant="error">{t('support.adminStatus.loadError')}</Alert>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('support.adminStatus.componentsTitle')}</CardTitle>
              <CardDescription>{t('support.adminStatus.componentsIntro')}</CardDescription>
            </CardHeader>
            <CardContent>
              <ComponentStatusList components={status.data.components} />
            </CardContent>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{t('support.statusPage.current')}</CardTitle>
              </CardHeader>
              <CardContent>
                <NoticeItems
                  notices={status.data.current}
                  empty={t('support.statusPage.noneCurrent')}
                  onEdit={edit}
                  onDelete={setDeleting}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t('support.statusPage.upcoming')}</CardTitle>
              </CardHeader>
              <CardContent>
                <NoticeItems
                  notices={status.data.upcoming}
                  empty={t('support.statusPage.noneUpcoming')}
                  onEdit={edit}
                  onDelete={setDeleting}
                />
              </CardContent>
            </Card>
          </div>
        </>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t('support.adminStatus.allTitle')}</CardTitle>
          <CardDescription>{t('support.adminStatus.allIntro')}</CardDescription>
        </CardHeader>
        <CardContent>
          {notices.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : notices.isError ? (
            <Alert variant="error">{t('support.adminStatus.listError')}</Alert>
          ) : (
            <>
              <NoticeItems
                notices={notices.data.notices}
                empty={t('support.adminStatus.noneAll')}
                onEdit={edit}
                onDelete={setDeleting}
              />
              <Pagination
                page={notices.data.pagination.page}
                totalPages={notices.data.pagination.totalPages}
                totalItems={notices.data.pagination.totalItems}
                onPageChange={setPage}
                disabled={notices.isFetching}
              />
            </>
          )}
        </CardContent>
      </Card>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) closeForm();
        }}
        title={t(
          editing?.notice ? 'support.adminStatus.form.editTitle' : 'support.adminStatus.form.createTitle',
        )}
        size="lg"
      >
        {editing ? <NoticeForm notice={editing.notice} onDone={closeForm} onCancel={closeForm} /> : null}
      </Dialog>
      <DeleteNoticeDialog notice={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
