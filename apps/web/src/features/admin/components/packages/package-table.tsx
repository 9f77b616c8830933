import type { AdminPackage } from '@hostportaal/contract';
import { BILLING_INTERVALS, formatCents } from '@hostportaal/domain';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';

const percent = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

interface PackageTableProps {
  packages: AdminPackage[];
  onEdit: (pkg: AdminPackage) => void;
  onToggleStatus: (pkg: AdminPackage) => void;
}

export function PackageTable({ packages, onEdit, onToggleStatus }: PackageTableProps) {
  const { t } = useTranslation();
  return (
    <Table dense>
      <TableHead>
        <TableRow>
          <TableHeaderCell>
            {t('adminCatalog.packages.columns.name')}
            <span className="block">{t('adminCatalog.packages.columns.type')}</span>
          </TableHeaderCell>
          <TableHeaderCell>
            {t('adminCatalog.packages.columns.prices')}
            <span className="block">{t('adminCatalog.packages.columns.vat')}</span>
          </TableHeaderCell>
          <TableHeaderCell>{t('adminCatalog.packages.columns.panelPackage')}</TableHeaderCell>
          <TableHeaderCell>{t('adminCatalog.packages.columns.running')}</TableHeaderCell>
          <TableHeaderCell>{t('adminCatalog.packages.columns.status')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('adminCatalog.actions')}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {packages.map((pkg) => (
          <TableRow key={pkg.id}>
            <TableCell>
              <p className="font-medium">{pkg.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {pkg.slug} · {t(`adminCatalog.packageTypes.${pkg.type}`)}
              </p>
            </TableCell>
            <TableCell>
              <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs whitespace-nowrap">
                {BILLING_INTERVALS.filter((interval) => pkg.prices[interval] !== null).map((interval) => (
                  <div key={interval} className="contents">
                    <dt className="text-slate-600 dark:text-slate-400">
                      {t(`adminCatalog.intervals.${interval}`)}
                    </dt>
                    <dd className="text-right tabular-nums">{formatCents(pkg.prices[interval] ?? 0)}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                {t('adminCatalog.packages.columns.vat')} {`${percent.format(pkg.vatRateBp / 100)}%`}
              </p>
            </TableCell>
            <TableCell>
              <PanelPackage pkg={pkg} />
            </TableCell>
            <TableCell className="tabular-nums">{pkg.runningSubscriptions}</TableCell>
            <TableCell>
              <Badge tone={pkg.isActive ? 'success' : 'neutral'}>
                {t(pkg.isActive ? 'adminCatalog.packages.active' : 'adminCatalog.packages.archivedStatus')}
              </Badge>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(pkg)}
                  aria-label={t('adminCatalog.packages.editLabel', { name: pkg.name })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  <span className="hidden lg:inline">{t('adminCatalog.edit')}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onToggleStatus(pkg)}
                  aria-label={t(
                    pkg.isActive
                      ? 'adminCatalog.packages.archiveLabel'
                      : 'adminCatalog.packages.restoreLabel',
                    { name: pkg.name },
                  )}
                >
                  {pkg.isActive ? (
                    <Archive className="size-4" aria-hidden="true" />
                  ) : (
                    <ArchiveRestore className="size-4" aria-hidden="true" />
                  )}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where the package lands: its DirectAdmin package, or for a game server the Pterodactyl egg and game. */
function PanelPackage({ pkg }: { pkg: AdminPackage }) {
  const { t } = useTranslation();
  // Panel package and game are identifiers staff type into the panels: shown as such (translate="no").
  if (pkg.type !== 'game_server')
    return pkg.directadminPackage ? <span translate="no">{pkg.directadminPackage}</span> : <>—</>;
  if (!pkg.pterodactylEgg) return <>—</>;
  const slots = pkg.slots === null ? null : t('adminCatalog.packages.slots', { count: pkg.slots });
  return (
    <>
      <p className="whitespace-nowrap">{t('adminCatalog.packages.eggValue', { egg: pkg.pterodactylEgg })}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {pkg.game ? <span translate="no">{pkg.game}</span> : null}
        {pkg.game && slots ? ' · ' : null}
        {slots}
      </p>
    </>
  );
}
