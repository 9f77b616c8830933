import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import type { AccountCreditListState, CreditShow } from './use-account-credit-list-state';

const SHOW: readonly CreditShow[] = ['all', 'refund'];

/** The server-side search (name, e-mail, customer number) and the All / To pay back filter. */
export function AccountCreditFilters({ searchText, setSearchText, show, setShow }: AccountCreditListState) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.filters' });
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[2fr_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor="credit-search">{t('search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="credit-search"
            type="search"
            className="pl-9"
            placeholder={t('searchPlaceholder')}
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="credit-show">{t('show')}</Label>
        <Select
          id="credit-show"
          value={show}
          onChange={(event) => setShow(SHOW.find((option) => option === event.target.value) ?? 'all')}
        >
          {SHOW.map((option) => (
            <option key={option} value={option}>
              {t(option)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
