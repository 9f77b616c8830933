import type { ReactNode } from 'react';

/** A titled block of the arrangement dialog (claims, schedule, history). */
export function ArrangementSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}
