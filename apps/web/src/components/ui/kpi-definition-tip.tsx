import { Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';

const TIP_WIDTH = 256; // w-64
const EDGE = 8;

/**
 * The definition of a figure (from the KPI catalogue, issue 20) behind an info button: shown on hover and
 * on keyboard focus, and read as the button's description by screen readers (also while it is not shown).
 * Not displayed rather than invisible until then: an invisible tip of a card at the right edge still widened
 * the page, which then scrolled sideways at 1366 px (issue 20, screens that fit). When it opens, it opens to
 * the side with room, and no wider than that room, so it is never cut off at the window's edge.
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
  const anchor = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<{ side: 'left' | 'right'; maxWidth?: number }>({ side: align });
  const placeTip = () => {
    const box = anchor.current?.getBoundingClientRect();
    if (!box) return;
    // 'left': the tip starts at the button's left edge and runs right; 'right': it ends at its right edge.
    const room = { left: window.innerWidth - box.left - EDGE, right: box.right - EDGE };
    const other = align === 'left' ? 'right' : 'left';
    const side = room[align] >= TIP_WIDTH || room[align] >= room[other] ? align : other;
    setPlace({ side, maxWidth: room[side] < TIP_WIDTH ? Math.max(room[side], 0) : undefined });
  };
  return (
    <span ref={anchor} className="group relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onPointerEnter={placeTip}
        onFocus={placeTip}
        className="rounded-full p-0.5 text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-slate-200"
      >
        <Info aria-hidden="true" className="size-3.5" />
      </button>
      <span
        role="tooltip"
        id={id}
        style={place.maxWidth === undefined ? undefined : { maxWidth: place.maxWidth }}
        className={`absolute top-full hidden ${place.side === 'right' ? 'right-0' : 'left-0'} z-20 mt-1 w-64 rounded-lg bg-slate-900 p-2 text-xs font-normal whitespace-normal normal-case text-white shadow-lg group-focus-within:block group-hover:block dark:bg-slate-700`}
      >
        {definition}
      </span>
    </span>
  );
}
