import type { Cart } from '@hostportaal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type MandateMethod = 'existing' | 'new';

interface MandateChoiceProps {
  existing: NonNullable<Cart['existingMandate']>;
  value: MandateMethod;
  onChange: (value: MandateMethod) => void;
}

/** Shown only to customers who already have a valid mandate: reuse it or give a new one. */
export function MandateChoice({ existing, value, onChange }: MandateChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const options: { method: MandateMethod; label: string }[] = [
    { method: 'existing', label: t('ordering.checkout.useExisting', existing) },
    { method: 'new', label: t('ordering.checkout.useNew') },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
        {t('ordering.checkout.mandateChoice')}
      </legend>
      {options.map((option) => (
        <label
          key={option.method}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800 has-checked:border-indigo-500 has-checked:bg-indigo-50 dark:border-slate-800 dark:text-slate-200 dark:has-checked:bg-indigo-500/10"
        >
          <input
            type="radio"
            name={name}
            className="mt-0.5 size-4 accent-indigo-600"
            checked={value === option.method}
            onChange={() => onChange(option.method)}
          />
          <span className="break-words">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
