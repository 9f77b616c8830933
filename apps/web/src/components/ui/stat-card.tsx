import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
}

export function StatCard({ icon: Icon, label, value, hint }: StatCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="rounded-xl bg-indigo-50 p-3 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
        {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      </div>
    </Card>
  );
}
