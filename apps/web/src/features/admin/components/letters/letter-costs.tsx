import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';

/** What an incassobrief's costs came to: charged, paid, and let go by staff (issue 27). */
export interface LetterFee {
  feeCents: number;
  feePaidCents: number;
  feeWaivedCents: number;
  feeWaiverReason: string | null;
}

/** The costs still open: what the letter charged less what was paid and what was waived. */
export function openFeeCents(fee: LetterFee): number {
  return Math.max(fee.feeCents - fee.feePaidCents - fee.feeWaivedCents, 0);
}

/**
 * An incassobrief's costs in one or two short lines: still open (they keep the case open), paid, or waived
 * with the reason (`showReason`; else the reason is the line's tooltip, for a narrow table cell).
 */
export function LetterCosts({ fee, showReason = true }: { fee: LetterFee; showReason?: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.letterCosts' });
  if (fee.feeCents <= 0) return null;
  const open = openFeeCents(fee);
  const reason = fee.feeWaiverReason ?? '';
  return (
    <div className="max-w-xs space-y-0.5 text-xs" data-testid="letter-costs">
      {open > 0 ? (
        <p className="font-medium text-orange-800 dark:text-orange-300">
          {t('open', { open: formatCents(open), fee: formatCents(fee.feeCents) })}
        </p>
      ) : null}
      {fee.feeWaivedCents > 0 ? (
        <p className="text-slate-600 dark:text-slate-400" title={showReason ? undefined : reason}>
          {t('waived', { waived: formatCents(fee.feeWaivedCents) })}
        </p>
      ) : null}
      {fee.feeWaivedCents > 0 && showReason && reason ? (
        <p className="break-words text-slate-600 dark:text-slate-400">{t('reason', { reason })}</p>
      ) : null}
      {open === 0 && fee.feeWaivedCents === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('paid', { fee: formatCents(fee.feeCents) })}</p>
      ) : null}
    </div>
  );
}
