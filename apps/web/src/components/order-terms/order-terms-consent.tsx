import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classNames } from '../../lib/class-names';
import { Alert } from '../ui/alert';
import { focusRing } from '../ui/focus-ring';
import type { OrderTermsState } from './use-order-terms';

function ConsentBox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  children?: React.ReactNode;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          className={classNames('mt-1 size-4 shrink-0 rounded border-slate-400 accent-indigo-600', focusRing)}
        />
        <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
          {props.label}
        </label>
      </div>
      {props.children}
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const linkClass = 'font-medium text-indigo-700 underline hover:no-underline dark:text-indigo-300';

/** The terms with their links and, for a consumer, the consent to start within the withdrawal period. */
export function OrderTermsConsent({ terms }: { terms: OrderTermsState }) {
  const { t } = useTranslation();
  const documents = terms.documents.data;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {t('orderTerms.title')}
      </legend>
      {terms.documents.isError ? <Alert variant="error">{t('orderTerms.loadFailed')}</Alert> : null}
      <ConsentBox
        label={t('orderTerms.acceptTerms')}
        checked={terms.acceptTerms}
        onChange={terms.setAcceptTerms}
        error={terms.termsMissing ? t('orderTerms.acceptTermsRequired') : null}
      >
        <p className="ml-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/voorwaarden" target="_blank" rel="noopener" className={linkClass}>
            {t('orderTerms.termsLink', { version: documents?.terms.version ?? '…' })}
          </Link>
          <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
            {t('orderTerms.privacyLink', { version: documents?.privacy.version ?? '…' })}
          </Link>
        </p>
      </ConsentBox>
      {terms.consumer ? (
        <ConsentBox
          label={t('orderTerms.immediateStart')}
          checked={terms.immediateStart}
          onChange={terms.setImmediateStart}
          error={terms.startMissing ? t('orderTerms.immediateStartRequired') : null}
        >
          <p className="ml-6 text-sm text-slate-600 dark:text-slate-400">{t('orderTerms.withdrawalInfo')}</p>
        </ConsentBox>
      ) : null}
    </fieldset>
  );
}
