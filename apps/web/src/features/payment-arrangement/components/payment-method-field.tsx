import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstalmentMethod } from '../lib/arrangement-form-values';
import { choiceRadioClassName, choiceRowClassName } from './choice-row';

interface PaymentMethodFieldProps {
  methods: InstalmentMethod[];
  value: InstalmentMethod;
  onChange: (method: InstalmentMethod) => void;
}

/** SEPA direct debit when the customer has a valid mandate (the options offer it), else transfer only. */
export function PaymentMethodField({ methods, value, onChange }: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  if (!methods.includes('sepa'))
    return (
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-slate-900 dark:text-white">
          {t('paymentArrangement.form.method.legend')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('paymentArrangement.form.method.transferOnly')}
        </p>
      </div>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
        {t('paymentArrangement.form.method.legend')}
      </legend>
      {methods.map((method) => (
        <label key={method} className={choiceRowClassName}>
          <input
            type="radio"
            name={name}
            className={choiceRadioClassName}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>{t(`paymentArrangement.form.method.${method}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
