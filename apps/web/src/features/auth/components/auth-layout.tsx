import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { PublicHeader } from '../../../components/public-header';
import { Card, CardContent } from '../../../components/ui/card';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card ("Nog geen account?"). */
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <DocumentTitle page={title} />
      <PublicHeader />
      <main
        id="main-content"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center"
      >
        <div className="w-full max-w-md space-y-6">
          <Card className="shadow-xl shadow-slate-900/5 dark:shadow-black/30">
            <CardContent className="space-y-6 p-6 sm:p-8">
              <div className="space-y-2">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
                {subtitle ? <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
              </div>
              {children}
            </CardContent>
          </Card>
          {footer ? (
            <div className="text-center text-sm text-slate-700 dark:text-slate-300">{footer}</div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
