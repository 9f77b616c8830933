import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorText } from './error-text';

interface TicketReplyFormProps {
  label: string;
  submitLabel: string;
  rows?: number;
  isPending: boolean;
  /** Sends the trimmed reply; the form clears on success and shows the error text on failure. */
  send: (message: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/** The reply box under a ticket thread, for the customer and for staff alike. */
export function TicketReplyForm({ label, submitLabel, rows = 4, isPending, send }: TicketReplyFormProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') return setReplyError(t('support.form.messageLength'));
    setReplyError(null);
    send(message.trim(), {
      onSuccess: () => setMessage(''),
      onError: (error) => setReplyError(errorText(error)),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField label={label} error={replyError ?? undefined}>
        {(control) => (
          <Textarea
            {...control}
            rows={rows}
            maxLength={10000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
