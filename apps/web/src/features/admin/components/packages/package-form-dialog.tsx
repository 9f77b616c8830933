import type { AdminPackage, PackageBody } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import { useSavePackage } from '../../api/admin-packages';
import { PackageForm } from './package-form';

export type PackageEditing = { pkg: AdminPackage | null } | null;

interface PackageFormDialogProps {
  editing: PackageEditing;
  onClose: () => void;
  /** Called after a saved price change with the number of running subscriptions it will reach. */
  onRepriced: (subscriptions: number) => void;
}

function pricesChanged(before: AdminPackage, body: PackageBody): boolean {
  return (Object.keys(body.prices) as (keyof PackageBody['prices'])[]).some(
    (interval) => before.prices[interval] !== body.prices[interval],
  );
}

export function PackageFormDialog({ editing, onClose, onRepriced }: PackageFormDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePackage();
  const pkg = editing?.pkg ?? null;

  const submit = async (body: PackageBody) => {
    const result = await save.mutateAsync({ id: pkg?.id ?? null, body });
    toast(t(pkg ? 'adminCatalog.packages.updated' : 'adminCatalog.packages.created', { name: body.name }), {
      tone: 'success',
    });
    if (pkg && pricesChanged(pkg, body)) onRepriced(result.repricedSubscriptions);
    onClose();
  };

  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(pkg ? 'adminCatalog.packages.form.editTitle' : 'adminCatalog.packages.form.createTitle')}
      size="lg"
    >
      {editing ? (
        <PackageForm
          key={pkg?.id ?? 'new'}
          pkg={pkg}
          isSaving={save.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
