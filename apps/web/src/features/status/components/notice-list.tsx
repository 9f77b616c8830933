import type { MaintenanceNotice } from '@hostportaal/contract';
import { MaintenanceNoticeSummary } from '../../../components/maintenance-notice-summary';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export function NoticeList({
  title,
  notices,
  empty,
}: {
  title: string;
  notices: MaintenanceNotice[];
  empty: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {notices.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
        ) : (
          <ul className="space-y-4">
            {notices.map((notice) => (
              <li key={notice.id} className="space-y-1">
                <MaintenanceNoticeSummary notice={notice} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
