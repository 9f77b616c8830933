import { Clock, Headset, Server, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

// SPEC §9 platform figures: fixed marketing statements about the platform, not measurements.
const figures = [
  { key: 'uptime', icon: Clock },
  { key: 'datacenters', icon: Server },
  { key: 'support', icon: Headset },
  { key: 'ddos', icon: ShieldCheck },
] as const;

export function PlatformFigures() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.dashboard.platform.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          {figures.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
              <Icon aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              {t(`billing.dashboard.platform.${key}`)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
