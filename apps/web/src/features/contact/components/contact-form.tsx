import { type TicketCategory, ticketCategorySchema } from '@hostportaal/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';
import { useSendContactMessage } from '../api/send-contact-message';

type Errors = Partial<Record<'subject' | 'message', string>>;

function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18n.t('support.genericError');
}

export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('other');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<{ id: string; number: number } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (subject.trim().length < 3 || subject.trim().length > 200)
      next.subject = t('support.form.subjectLength');
    if (message.trim().length < 1 || message.trim().length > 10000)
      next.message = t('support.form.messageLength');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    send.mutate(
      { subject: subject.trim(), message: message.trim(), category },
      {
        onSuccess: (body) => {
          setSent({ id: body.data.id, number: body.data.number });
          setSubject('');
          setMessage('');
          setCategory('other');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('support.contact.formTitle')}</CardTitle>
        <CardDescription>{t('support.contact.formIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {sent ? (
            <Alert variant="success">
              <p>{t('support.contact.sent', { number: `#${sent.number}` })}</p>
              <Link
                to={`/dashboard/support?ticket=${sent.id}`}
                className="mt-1 inline-block font-semibold underline"
              >
                {t('support.contact.viewTicket')}
              </Link>
            </Alert>
          ) : null}
          {send.isError ? <Alert variant="error">{errorText(send.error)}</Alert> : null}
          <FormField label={t('support.form.subject')} error={errors.subject}>
            {(control) => (
              <Input
                {...control}
                value={subject}
                maxLength={200}
                onChange={(event) => setSubject(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('support.form.category')}>
            {(control) => (
              <Select
                {...control}
                value={category}
                onChange={(event) => setCategory(ticketCategorySchema.parse(event.target.value))}
              >
                {ticketCategorySchema.options.map((value) => (
                  <option key={value} value={value}>
                    {t(`support.category.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('support.form.message')} error={errors.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                maxLength={10000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" isLoading={send.isPending}>
              {t('support.contact.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
