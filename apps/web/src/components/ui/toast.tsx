import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../lib/class-names';
import { useScreenWords } from './screen-words';

type ToastTone = 'success' | 'error' | 'info';
type ToastOptions = { tone?: ToastTone; duration?: number };
type ToastItem = { id: number; tone: ToastTone; message: string; duration: number; closeLabel: string };
type ShowToast = (message: string, options?: ToastOptions) => void;
type ShowToastIn = (message: string, options: ToastOptions & { closeLabel: string }) => void;

// Admin toasts vanish after 5 s (SPEC §9); customer pages pass 3000 ms where SPEC says so.
const DEFAULT_DURATION_MS = 5000;

const ToastContext = createContext<ShowToastIn | null>(null);

const toneClasses: Record<ToastTone, string> = {
  success: 'border-emerald-300 dark:border-emerald-800',
  error: 'border-red-300 dark:border-red-800',
  info: 'border-indigo-300 dark:border-indigo-800',
};
const toneIcons = { success: CircleCheck, error: CircleExclamationPoint, info: Info };
const iconClasses: Record<ToastTone, string> = {
  success: 'text-emerald-600 dark:text-emerald-400',
  error: 'text-red-600 dark:text-red-400',
  info: 'text-indigo-600 dark:text-indigo-400',
};

/** The one toast system: `const toast = useToast(); toast('Opgeslagen', { tone: 'success' })`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToastIn>((message, options) => {
    setItems((current) => [
      ...current,
      {
        id: Date.now() + Math.random(),
        message,
        tone: options.tone ?? 'info',
        duration: options.duration ?? DEFAULT_DURATION_MS,
        closeLabel: options.closeLabel,
      },
    ]);
  }, []);
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="right" label={t('common.notifications')}>
        {children}
        {items.map((item) => {
          const Icon = toneIcons[item.tone];
          return (
            <RadixToast.Root
              key={item.id}
              duration={item.duration}
              type={item.tone === 'error' ? 'foreground' : 'background'}
              onOpenChange={(open) => {
                if (!open) remove(item.id);
              }}
              className={classNames(
                'flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg dark:bg-slate-900',
                toneClasses[item.tone],
              )}
              data-tone={item.tone}
            >
              <Icon
                className={classNames('mt-0.5 size-5 shrink-0', iconClasses[item.tone])}
                aria-hidden="true"
              />
              <RadixToast.Description className="flex-1 text-sm text-slate-900 dark:text-slate-100">
                {item.message}
              </RadixToast.Description>
              <RadixToast.Close
                aria-label={item.closeLabel}
                className="rounded p-0.5 text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              >
                <X className="size-4" aria-hidden="true" />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className="fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a toast in the words of the screen that raised it: its close button too (one language per screen). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  const { close } = useScreenWords();
  const showHere = useCallback<ShowToast>(
    (message, options) => show?.(message, { ...options, closeLabel: close }),
    [show, close],
  );
  if (!show) throw new Error('useToast needs a ToastProvider');
  return showHere;
}
