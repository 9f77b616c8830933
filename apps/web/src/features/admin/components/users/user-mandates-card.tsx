import type { AdminUserMandate } from '@hostportaal/contract';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { usePermission } from '../../../../lib/session/use-permission';
import { ChangeIbanDialog } from './change-iban-dialog';
import { DetailTable } from './detail-table';

const statusTones = { valid: 'success', pending: 'warning', invalid: 'danger', expired: 'neutral' } as const;
const wideOnly = 'hidden md:table-cell';

interface UserMandatesCardProps {
  userId: string;
  mandates: AdminUserMandate[];
  /** What the change-IBAN form starts with: the customer's name and town. */
  defaults: { accountHolder: string; signedPlace: string };
}

/** The customer's SEPA mandates; staff record a new IBAN the customer gave on paper or by e-Mandate. */
export function UserMandatesCard({ userId, mandates, defaults }: UserMandatesCardProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.mandates' });
  const [changing, setChanging] = useState<AdminUserMandate | null>(null);
  const mayChangeIban = usePermission()('billing');
  return (
    <>
      <DetailTable
        title={t('title')}
        total={mandates.length}
        empty={t('empty')}
        columns={[
          t('mandate'),
          { label: t('signed'), className: wideOnly },
          { label: t('method'), className: wideOnly },
          t('status'),
          t('actions'),
        ]}
        rows={mandates.map((mandate) => ({
          id: mandate.id,
          cells: [
            <div key="m">
              <p className="break-all">{mandate.reference}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{mandate.ibanMasked}</p>
            </div>,
            formatDateShort(mandate.signedAt),
            t(`methods.${mandate.signatureMethod}`),
            <Badge key="s" tone={statusTones[mandate.status]}>
              {t(`statuses.${mandate.status}`)}
            </Badge>,
            // Recording a new IBAN is a billing change (issue 18).
            mayChangeIban ? (
              <Button
                key="a"
                size="sm"
                variant="secondary"
                onClick={() => setChanging(mandate)}
                aria-label={t('changeIbanOf', { reference: mandate.reference })}
              >
                <Landmark className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t('changeIban')}</span>
              </Button>
            ) : null,
          ],
        }))}
      />
      <ChangeIbanDialog
        userId={userId}
        mandate={changing}
        defaults={defaults}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
