import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateProfile } from '../../../lib/session/update-profile';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

/**
 * A business customer (KvK number, VAT id or Peppol ID, as the server decides) chooses to get the UBL e-invoice with every invoice e-mail
 * (issue 21). The switch saves at once; a consumer does not see it.
 */
export function EInvoiceSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { user } = useSession();
  const update = useUpdateProfile();
  const { message, show } = useTimedMessage();
  if (!user || !(user.kvkNumber || user.vatId || user.peppolId)) return null;

  const change = (checked: boolean) =>
    update.mutate(
      { firstname: user.firstname, lastname: user.lastname, email: user.email, einvoiceByEmail: checked },
      {
        onSuccess: () =>
          show('success', t(checked ? 'settings.einvoice.switchedOn' : 'settings.einvoice.switchedOff')),
        onError: (error) => show('error', errorText(error)),
      },
    );

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('settings.einvoice.heading')}</CardTitle>
        <CardDescription>{t('settings.einvoice.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <SectionMessage message={message} />
        <Switch
          label={t('settings.einvoice.byEmail')}
          description={t('settings.einvoice.byEmailHelp')}
          checked={update.isPending ? Boolean(update.variables?.einvoiceByEmail) : user.einvoiceByEmail}
          onCheckedChange={change}
          disabled={update.isPending}
        />
      </CardContent>
    </Card>
  );
}
