import type { TicketMessage } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../lib/class-names';
import { formatDateTime } from '../../../lib/dates/format-date';

interface TicketMessagesProps {
  messages: TicketMessage[];
  /** Whose screen this is: the reader's own messages sit on the right. */
  viewer?: 'customer' | 'staff';
  /** Shown for the customer's messages on the staff screen. */
  customerName?: string;
}

/** The conversation, oldest first; staff replies in indigo, the reader's own messages on the right. */
export function TicketMessages({ messages, viewer = 'customer', customerName }: TicketMessagesProps) {
  const { t } = useTranslation();
  const customerLabel = (message: TicketMessage) =>
    viewer === 'staff' ? (message.authorName ?? customerName ?? '') : t('support.thread.you');
  return (
    <ol aria-label={t('support.thread.messagesLabel')} className="space-y-4">
      {messages.map((message) => (
        <li
          key={message.id}
          className={classNames(
            'max-w-[90%] rounded-xl border p-4 sm:max-w-[75%]',
            message.fromStaff === (viewer === 'staff') && 'ml-auto',
            message.fromStaff
              ? 'border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-indigo-950/40'
              : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800',
          )}
        >
          <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-800 dark:text-slate-200">
              {message.fromStaff
                ? message.authorName
                  ? t('support.thread.staffNamed', { name: message.authorName })
                  : t('support.thread.staff')
                : customerLabel(message)}
            </span>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-900 dark:text-slate-100">
            {message.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
