import type { EnhancedSubscription, Note } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useInvalidateEnhanced } from '../../api/enhanced-subscriptions';
import { ManualPaymentDialog } from '../payments/manual-payment-dialog';
import { NoteForm } from './note-form';
import { NoteList } from './note-list';
import { NotesDialogFooter } from './notes-dialog-footer';

/** Whose notes the dialog shows; `row` (the dashboard row) brings the letter and payment actions along. */
export interface NotesSubject {
  subscriptionId: string;
  customer: string;
  subscriptionTitle: string;
  row: EnhancedSubscription | null;
}

/** SPEC §2 notes modal: a new (or changed) note, the notes so far, and what to do about the claim. */
export function NotesDialog({ subject, onClose }: { subject: NotesSubject | null; onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const invalidate = useInvalidateEnhanced();
  const [paying, setPaying] = useState(false);
  const row = subject?.row ?? null;
  return (
    <>
      <Dialog
        open={subject !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('notes.title')}
        description={
          subject
            ? t('notes.description', { customer: subject.customer, subscription: subject.subscriptionTitle })
            : undefined
        }
        size="lg"
        footer={
          <>
            {row ? <NotesDialogFooter row={row} onPay={() => setPaying(true)} /> : null}
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          </>
        }
      >
        {subject ? (
          <NotesDialogBody key={subject.subscriptionId} subscriptionId={subject.subscriptionId} />
        ) : null}
      </Dialog>
      <ManualPaymentDialog
        open={paying}
        onOpenChange={setPaying}
        initialReference={row?.paymentReference ?? ''}
        onPaid={() => void invalidate()}
        texts="enhanced"
      />
    </>
  );
}

function NotesDialogBody({ subscriptionId }: { subscriptionId: string }) {
  const [editing, setEditing] = useState<Note | null>(null);
  return (
    <div className="space-y-6">
      <NoteForm
        key={editing?.id ?? 'new'}
        subscriptionId={subscriptionId}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <NoteList subscriptionId={subscriptionId} onEdit={setEditing} />
    </div>
  );
}
