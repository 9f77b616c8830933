import { type BankFileLine, type BankFileWordParams, isErrorReason } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { TFunction, TOptions } from 'i18next';
import { formatDateShort } from '../../../../lib/dates/format-date';

// A line of the bank file report in the screen's words (issue 20), from the codes and facts the import
// stored with it. A line without codes (imported before they existed) or with one this client cannot word
// shows the import's own Dutch text, so nothing is lost and no key reaches the screen.

type Exists = (key: string, options?: TOptions) => boolean;
// The keys are built from what the server sent (a code, a return code): checked before use.
type Translate = (key: string, options?: TOptions) => string;

const PREFIX = 'adminBilling.bankFiles';

const text = (params: BankFileWordParams, key: string) =>
  typeof params[key] === 'string' ? (params[key] as string) : undefined;
const cents = (params: BankFileWordParams, key: string) =>
  typeof params[key] === 'number' ? formatCents(params[key] as number) : undefined;

/** Why the claim was refused, in the admin catalogue's words; undefined when it has no words for it. */
function refusalText(params: BankFileWordParams, t: Translate): string | undefined {
  const refusal = text(params, 'refusal');
  if (!isErrorReason(refusal)) return undefined;
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value !== 'boolean') shown[key] = value;
  return t(`adminErrors.reasons.${refusal}`, shown);
}

/** The action's key and values; null when the code needs words this client does not have. */
function actionWords(line: BankFileLine, t: Translate, exists: Exists): [string, TOptions] | null {
  const params = line.actionParams ?? {};
  const values: TOptions = {
    ...params,
    amount: cents(params, 'amountCents'),
    expected: cents(params, 'expectedCents'),
    sum: cents(params, 'sumCents'),
    credit: cents(params, 'creditCents'),
    fee: cents(params, 'feeCents'),
  };
  switch (line.actionCode) {
    case 'collection_paid':
    case 'transfer_booked':
    case 'assigned_by_hand':
      return [params.creditCents ? `${line.actionCode}_credit` : line.actionCode, values];
    case 'letter_transfer_booked':
      return [params.feeCents ? 'letter_transfer_booked_fee' : 'letter_transfer_booked', values];
    case 'return_applied': {
      const returnCode = text(params, 'returnCode');
      const meaningKey = `adminSepa.analytics.reason.${returnCode}`;
      const key = !returnCode
        ? 'return_applied_no_reason'
        : exists(meaningKey)
          ? 'return_applied'
          : 'return_applied_unknown';
      return [key, { ...values, meaning: returnCode ? t(meaningKey) : undefined }];
    }
    case 'batch_rejection_applied': {
      // A whole file or block the bank refused: the code is about our file (its meaning when we have words).
      const returnCode = text(params, 'returnCode');
      const scope = params.level === 'group' ? 'group' : 'block';
      const meaningKey = `adminSepa.analytics.reason.${returnCode}`;
      const variant = !returnCode ? '_no_reason' : exists(meaningKey) ? '' : '_code';
      return [
        `batch_rejection_${scope}${variant}`,
        { ...values, meaning: returnCode && exists(meaningKey) ? t(meaningKey) : undefined },
      ];
    }
    case 'arrangement_transfer_booked':
      return [
        params.creditCents ? 'arrangement_transfer_booked_credit' : 'arrangement_transfer_booked',
        values,
      ];
    case 'arrangement_collection_returned': {
      const next = text(params, 'next');
      return next
        ? [
            `arrangement_collection_returned_${next}`,
            { ...values, returnCode: text(params, 'returnCode') ?? '—' },
          ]
        : null;
    }
    case 'return_refused':
    case 'letter_refused':
    case 'arrangement_refused': {
      const reason = refusalText(params, t);
      return reason === undefined ? null : [line.actionCode, { ...values, reason }];
    }
    case undefined:
    case null:
      return null;
    default:
      return [line.actionCode, values];
  }
}

/** What the import did with the line. */
export function bankFileActionText(line: BankFileLine, tFunction: TFunction, exists: Exists): string {
  const t = tFunction as unknown as Translate;
  const words = actionWords(line, t, exists);
  if (!words) return line.action;
  const [key, values] = words;
  const shown = t(`${PREFIX}.actions.${key}`, values);
  const mandate =
    line.actionCode === 'return_applied' && line.actionParams?.mandateInvalid === true
      ? t(`${PREFIX}.actions.mandateInvalid`)
      : '';
  return `${shown}${mandate}`;
}

/**
 * What happens next to the line's claim, or null when the import named no next step. A collection case
 * carries the same next step (issue 28), so the Collection Center words it with this too.
 */
export function bankFileNextStepText(
  line: Pick<BankFileLine, 'nextStep' | 'nextStepCode' | 'nextStepParams'>,
  tFunction: TFunction,
  exists: Exists,
): string | null {
  const t = tFunction as unknown as Translate;
  const code = line.nextStepCode;
  if (!code) return line.nextStep ?? null;
  const params = line.nextStepParams ?? {};
  switch (code) {
    case 'awaiting_collection':
    case 'retry_scheduled': {
      const retryOn = text(params, 'retryOn');
      return retryOn
        ? t(`${PREFIX}.nextSteps.${code}`, { date: formatDateShort(retryOn) })
        : (line.nextStep ?? null);
    }
    case 'staff_review': {
      const block = text(params, 'block');
      const why = block
        ? refusalText({ ...params, refusal: `debit_${block}` }, t)
        : params.returnClass === 'batch_rejected'
          ? t(`${PREFIX}.nextSteps.staffReviewBatchRejected`)
          : t(`${PREFIX}.nextSteps.staffReviewDefault`);
      return why === undefined ? (line.nextStep ?? null) : t(`${PREFIX}.nextSteps.staff_review`, { why });
    }
    case 'in_collection': {
      if (params.nextActor === 'staff') return t(`${PREFIX}.nextSteps.in_collection_staff`);
      const stage = text(params, 'dunningStage');
      const stageKey = `${PREFIX}.dunningStages.${stage}`;
      return t(`${PREFIX}.nextSteps.in_collection`, {
        stage: stage && exists(stageKey) ? t(stageKey) : t(`${PREFIX}.dunningStages.other`),
      });
    }
    default:
      return t(`${PREFIX}.nextSteps.${code}`);
  }
}
