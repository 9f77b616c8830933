import { Info } from 'lucide-react';
import { useId } from 'react';

/**
 * The definition of a figure (from the KPI catalogue, issue 20) behind an info button: shown on hover and
 * on keyboard focus, and read as the button's description by screen readers.
 */
export function KpiDefinitionTip({
  label,
  definition,
  align = 'left',
}: {
  label: string;
  definition: string;
  /** 'right': the tip opens to the left of the button, e.g. in a table header near the right edge. */
  align?: 'left' | 'right';
}) {
  const id = useId();
  return (
    <span className="group relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className="rounded-full p-0.5 text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-200"
      >
        <Info aria-hidden="true" className="size-3.5" />
      </button>
      <span
        role="tooltip"
        id={id}
        className={`invisible absolute top-full ${align === 'right' ? 'right-0' : 'left-0'} z-20 mt-1 w-64 rounded-lg bg-slate-900 p-2 text-xs font-normal whitespace-normal normal-case text-white shadow-lg group-focus-within:visible group-hover:visible dark:bg-slate-700`}
      >
        {definition}
      </span>
    </span>
  );
}
