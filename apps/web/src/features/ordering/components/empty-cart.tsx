import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <ShoppingCart aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('ordering.checkout.emptyTitle')}
        </h2>
        <p className="text-slate-600 dark:text-slate-400">{t('ordering.checkout.emptyText')}</p>
        <Button asChild>
          <Link to="/dashboard/bestellen">{t('ordering.checkout.emptyLink')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
