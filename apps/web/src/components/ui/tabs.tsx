import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { focusRing } from './focus-ring';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export function TabsList({
  label,
  children,
  wrapWide = false,
  wrap = false,
}: {
  label: string;
  children: ReactNode;
  /** Many tabs: from a laptop's width on they wrap onto a second row instead of hiding behind a scroll. */
  wrapWide?: boolean;
  /** Wrap onto more rows at every width, a phone's too (issue 28): every tab stays in sight, none scrolls away. */
  wrap?: boolean;
}) {
  return (
    // relative: absolutely positioned content (sr-only labels) scrolls with the tabs instead of widening the page.
    <RadixTabs.List
      aria-label={label}
      className={classNames(
        'relative flex gap-1 border-b border-slate-200 dark:border-slate-800',
        wrap ? 'flex-wrap' : 'overflow-x-auto',
        wrapWide && 'lg:flex-wrap lg:overflow-visible',
      )}
    >
      {children}
    </RadixTabs.List>
  );
}

export function TabsTrigger({
  value,
  children,
  'aria-label': ariaLabel,
}: {
  value: string;
  children: ReactNode;
  /** When the visible text is not the whole name (a count badge, say). */
  'aria-label'?: string;
}) {
  return (
    <RadixTabs.Trigger
      value={value}
      aria-label={ariaLabel}
      className={classNames(
        '-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600',
        'hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
        'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
        focusRing,
      )}
    >
      {children}
    </RadixTabs.Trigger>
  );
}
