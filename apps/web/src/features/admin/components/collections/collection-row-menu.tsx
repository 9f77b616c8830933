import type { CollectionCase } from '@hostportaal/contract';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../../components/ui/focus-ring';
import { classNames } from '../../../../lib/class-names';
import { openFeeCents } from '../letters/letter-costs';

export type CollectionRowAction =
  | 'updateStage'
  | 'notice'
  | 'collection'
  | 'downloadNotice'
  | 'downloadCollection'
  | 'waiveFee'
  | 'arrangement';

/** The actions a case offers, in menu order; the server decides whether the law allows a letter yet. */
export function rowActions(row: CollectionCase): CollectionRowAction[] {
  return [
    'updateStage',
    'notice',
    'collection',
    ...(row.noticeLetter ? (['downloadNotice'] as const) : []),
    ...(row.collectionLetter ? (['downloadCollection'] as const) : []),
    ...(row.collectionLetter && openFeeCents(row.collectionLetter) > 0 ? (['waiveFee'] as const) : []),
    // Issue 30: the customer's arrangement when one holds the claim, else the dialog to agree one.
    'arrangement',
  ];
}

export const menuItemClasses =
  'flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-slate-100 data-highlighted:text-slate-900 dark:text-slate-300 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-white';
export const menuContentClasses =
  'z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900';

export function CollectionRowMenu({
  row,
  busy,
  onAction,
}: {
  row: CollectionCase;
  busy: boolean;
  onAction: (action: CollectionRowAction, row: CollectionCase) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={busy}
        aria-label={t('actions.menu', { customer: row.customerName, invoice: row.invoiceNumber })}
        className={classNames(
          'rounded-lg border border-slate-300 p-1.5 text-slate-700 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClasses}>
          {rowActions(row).map((action) => (
            <DropdownMenu.Item
              key={action}
              className={menuItemClasses}
              onSelect={() => onAction(action, row)}
            >
              {t(`actions.${action}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
