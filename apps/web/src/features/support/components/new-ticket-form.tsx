import { type TicketCategory, ticketCategorySchema } from '@hostportaal/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-error';
import { useCreateTicket } from '../api/tickets';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { errorText } from './error-text';

type Errors = Partial<Record<'subject' | 'message' | 'subscriptionId', string>>;

export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateTicket();
  // Built by another part of the portal; when it is not there (or fails) the select is left out.
  const subscriptions = useUserSubscriptions();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('technical');
  const [subscriptionId, setSubscriptionId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (subject.trim().length < 3 || subject.trim().length > 200)
      next.subject = t('support.form.subjectLength');
    if (message.trim().length < 1 || message.trim().length > 10000)
      next.message = t('support.form.messageLength');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    create.mutate(
      {
        subject: subject.trim(),
        category,
        message: message.trim(),
        subscriptionId: subscriptionId || undefined,
      },
      {
        onSuccess: (body) => {
          toast(t('support.form.created', { number: `#${body.data.number}` }), { tone: 'success' });
          onCreated(body.data.id);
        },
        onError: (error) => {
          const fieldErrors: Errors = {};
          if (isApiError(error)) {
            for (const detail of error.details) {
              if (
                detail.field === 'subject' ||
                detail.field === 'message' ||
                detail.field === 'subscriptionId'
              )
                fieldErrors[detail.field] = detail.message;
            }
          }
          setErrors(fieldErrors);
          setFormError(errorText(error));
        },
      },
    );
  };

  const showSubscriptions = subscriptions.isSuccess && subscriptions.data.length > 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('support.form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {formError ? <Alert variant="error">{formError}</Alert> : null}
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
          <div className="grid gap-4 sm:grid-cols-2">
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
            {showSubscriptions ? (
              <FormField label={t('support.form.subscription')} error={errors.subscriptionId}>
                {(control) => (
                  <Select
                    {...control}
                    value={subscriptionId}
                    onChange={(event) => setSubscriptionId(event.target.value)}
                  >
                    <option value="">{t('support.form.noSubscription')}</option>
                    {subscriptions.data.map((subscription) => (
                      <option key={subscription.id} value={subscription.id}>
                        {subscription.domain
                          ? `${subscription.title} (${subscription.domain})`
                          : subscription.title}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            ) : null}
          </div>
          <FormField label={t('support.form.message')} error={errors.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                value={message}
                maxLength={10000}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              {t('support.form.cancel')}
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              {t('support.form.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
