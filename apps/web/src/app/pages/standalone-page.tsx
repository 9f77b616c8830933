import type { ReactNode } from 'react';
import { PublicHeader } from '../../components/public-header';

/** Page chrome for screens outside the dashboard layout (404, load errors). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <PublicHeader />
      <main id="main-content" className="mx-auto flex w-full max-w-2xl flex-1 items-center px-4 pb-24">
        {children}
      </main>
    </div>
  );
}
