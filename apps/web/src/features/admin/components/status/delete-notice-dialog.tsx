import type { MaintenanceNotice } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import { useDeleteNotice } from '../../api/platform-status-admin';

interface DeleteNoticeDialogProps {
  notice: MaintenanceNotice | null;
  onClose: () => void;
}

export function DeleteNoticeDialog({ notice, onClose }: DeleteNoticeDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteNotice();

  const confirm = () => {
    if (!notice) return;
    remove.mutate(notice.id, {
      onSuccess: () => {
        toast(t('support.adminStatus.deleted'), { tone: 'success' });
        onClose();
      },
      onError: () => toast(t('support.adminStatus.deleteFailed'), { tone: 'error' }),
    });
  };

  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('support.adminStatus.deleteTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
            {t('support.adminStatus.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {notice ? t('support.adminStatus.deleteText', { title: notice.title }) : null}
      </p>
    </Dialog>
  );
}
