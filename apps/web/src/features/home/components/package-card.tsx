import type { CatalogPackage } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShopPrice } from '../../../components/shop-price';
import { Button } from '../../../components/ui/button';

function specLines(t: TFunction, specs: CatalogPackage['specs']): string[] {
  const lines: string[] = [];
  if (specs.vcpu !== null) lines.push(t('catalog.specs.vcpu', { count: specs.vcpu }));
  if (specs.ramMb !== null)
    lines.push(t('catalog.specs.ram', { count: Math.round((specs.ramMb / 1024) * 10) / 10 }));
  if (specs.diskGb !== null) lines.push(t('catalog.specs.disk', { count: specs.diskGb }));
  if (specs.bandwidthGb !== null) lines.push(t('catalog.specs.bandwidth', { count: specs.bandwidthGb }));
  return lines;
}

export function PackageCard({ item }: { item: CatalogPackage }) {
  const { t } = useTranslation();
  const shown =
    item.prices.monthly !== null
      ? ('monthly' as const)
      : item.prices.annually !== null
        ? ('annually' as const)
        : null;
  const netCents = shown === null ? null : item.prices[shown];
  const grossCents = shown === null ? null : item.grossPrices[shown];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h4 className="text-base font-semibold text-slate-900 dark:text-white">{item.name}</h4>
      {item.description ? (
        <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{item.description}</p>
      ) : null}
      {netCents !== null && grossCents !== null ? (
        <ShopPrice
          className="mt-4"
          size="lg"
          netCents={netCents}
          grossCents={grossCents}
          suffix={t(shown === 'monthly' ? 'catalog.perMonth' : 'catalog.perYear')}
        />
      ) : null}
      <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {specLines(t, item.specs).map((line) => (
          <li key={line} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {line}
          </li>
        ))}
      </ul>
      {/* Visitors without a session log in first and come back here (RequireSession keeps the address). */}
      <div className="mt-auto pt-6">
        <Button asChild variant="secondary">
          <Link
            to={`/dashboard/bestellen?package=${encodeURIComponent(item.slug)}`}
            aria-label={t('ordering.packages.orderLinkLabel', { name: item.name })}
          >
            {t('ordering.packages.orderLink')}
          </Link>
        </Button>
      </div>
    </li>
  );
}
