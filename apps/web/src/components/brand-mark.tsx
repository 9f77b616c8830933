import { Server } from 'lucide-react';
import { classNames } from '../lib/class-names';

/** The square logo; decorative, so the text next to it (or an sr-only label) names the link. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'flex size-9 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm shadow-indigo-600/30',
        className,
      )}
    >
      <Server className="size-5" />
    </span>
  );
}
