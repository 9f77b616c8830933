import type { AdminPackage } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import { useSetPackageStatus } from '../../api/admin-packages';
import { mutationErrorText } from '../shell/mutation-error-text';

/** Confirms taking a package off sale (running subscriptions continue) or putting it back on sale. */
export function PackageStatusDialog({ pkg, onClose }: { pkg: AdminPackage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setStatus = useSetPackageStatus();
  const archiving = pkg?.isActive ?? true;
  const close = () => {
    setStatus.reset();
    onClose();
  };
  const confirm = () => {
    if (!pkg) return;
    setStatus.mutate(
      { id: pkg.id, isActive: !pkg.isActive },
      {
        onSuccess: () => {
          toast(
            t(archiving ? 'adminCatalog.packages.archived' : 'adminCatalog.packages.restored', {
              name: pkg.name,
            }),
            {
              tone: 'success',
            },
          );
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={pkg !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t(archiving ? 'adminCatalog.packages.archiveTitle' : 'adminCatalog.packages.restoreTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('adminCatalog.cancel')}
          </Button>
          <Button
            variant={archiving ? 'danger' : 'primary'}
            onClick={confirm}
            isLoading={setStatus.isPending}
          >
            {t(archiving ? 'adminCatalog.packages.archive' : 'adminCatalog.packages.restore')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {setStatus.error ? <Alert variant="error">{mutationErrorText(setStatus.error, t)}</Alert> : null}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(archiving ? 'adminCatalog.packages.archiveText' : 'adminCatalog.packages.restoreText', {
            name: pkg?.name ?? '',
            count: pkg?.runningSubscriptions ?? 0,
          })}
        </p>
      </div>
    </Dialog>
  );
}
