import type { CustomerSubscription, Note } from '@hostportaal/contract';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useSubscriptionNotes } from '../api/get-subscription-notes';
import { noteElementId, SubscriptionNoteItem } from './subscription-note-item';

interface SubscriptionNotesDialogProps {
  subscription: CustomerSubscription | null;
  onClose: () => void;
}

// The API puts open notes before resolved ones; the customer reads messages, so newest first.
function newestFirst(pages: { notes: Note[] }[]): Note[] {
  return pages.flatMap((page) => page.notes).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function SubscriptionNotes({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const query = useSubscriptionNotes(subscriptionId);
  const notes = useMemo(() => (query.data ? newestFirst(query.data.pages) : []), [query.data]);
  const [focusNoteId, setFocusNoteId] = useState<string | null>(null);

  // Focus the first note a "Meer laden" brought in, once it is on screen (the button may be gone).
  useEffect(() => {
    if (!focusNoteId || !notes.some((note) => note.id === focusNoteId)) return;
    document.getElementById(noteElementId(focusNoteId))?.focus();
    setFocusNoteId(null);
  }, [focusNoteId, notes]);

  const loadMore = () => {
    const known = new Set(notes.map((note) => note.id));
    void query.fetchNextPage().then((result) => {
      const pages = result.data?.pages ?? [];
      const added = newestFirst(pages).find((note) => !known.has(note.id));
      if (added) setFocusNoteId(added.id);
    });
  };

  if (!query.data) {
    if (query.isError)
      return (
        <ErrorWithRetry
          message={t('subscriptionsPage.notes.loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    return (
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('subscriptionsPage.notes.loading')}</span>
      </div>
    );
  }

  if (notes.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('subscriptionsPage.notes.empty')}</p>;

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {notes.map((note) => (
          <li key={note.id} className="py-3 first:pt-0 last:pb-0">
            <SubscriptionNoteItem note={note} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorWithRetry
          message={t('subscriptionsPage.notes.loadMoreFailed')}
          onRetry={loadMore}
          isRetrying={query.isFetchingNextPage}
        />
      ) : query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" onClick={loadMore} isLoading={query.isFetchingNextPage}>
            {t('subscriptionsPage.notes.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The notes staff shared with the customer about one subscription (visibility public), read-only. */
export function SubscriptionNotesDialog({ subscription, onClose }: SubscriptionNotesDialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = subscription !== null;

  // The shared Dialog has no Radix Trigger, so nothing hands focus back on close; we do. The opener is
  // read in a layout effect, before Radix moves focus in, and refocused in a passive effect, after
  // Radix has taken down its focus trap.
  useLayoutEffect(() => {
    if (isOpen)
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [isOpen]);
  useEffect(() => {
    if (isOpen) return;
    opener.current?.focus();
    opener.current = null;
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={subscription ? t('subscriptionsPage.notes.dialogTitle', { title: subscription.title }) : ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {subscription ? <SubscriptionNotes subscriptionId={subscription.id} /> : null}
    </Dialog>
  );
}
