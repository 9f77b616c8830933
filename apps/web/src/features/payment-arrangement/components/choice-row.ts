/** A radio button and its text as one bordered row, marked when chosen (as the checkout's mandate choice). */
export const choiceRowClassName =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800 has-checked:border-indigo-500 has-checked:bg-indigo-50 dark:border-slate-800 dark:text-slate-200 dark:has-checked:bg-indigo-500/10';

export const choiceRadioClassName = 'mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400';
