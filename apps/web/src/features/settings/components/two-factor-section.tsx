import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
  useSetupTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

const SIX_DIGITS = /^\d{6}$/;
const CODE_OR_BACKUP = /^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/;

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('settings.twoFactor.copied'), { tone: 'success', duration: 3000 });
    } catch {
      toast(t('settings.genericError'), { tone: 'error' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'hostportaal-backupcodes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section
      aria-labelledby="backup-codes-heading"
      className="space-y-3 rounded-xl border border-amber-300 p-4 dark:border-amber-800"
    >
      <h3 id="backup-codes-heading" className="font-semibold text-slate-900 dark:text-white">
        {t('settings.twoFactor.backupHeading')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.twoFactor.backupHelp')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-4" data-testid="backup-codes">
        {codes.map((code) => (
          <li
            key={code}
            className="rounded bg-slate-100 px-2 py-1 text-center text-slate-900 dark:bg-slate-800 dark:text-white"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          {t('settings.twoFactor.copy')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          {t('settings.twoFactor.download')}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('settings.twoFactor.done')}
        </Button>
      </div>
    </section>
  );
}

export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const { message, show } = useTimedMessage();
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);
  const [dialogPassword, setDialogPassword] = useState('');
  const [dialogCode, setDialogCode] = useState('');
  const [dialogError, setDialogError] = useState<string | null>(null);

  const startSetup = () =>
    setup.mutate(undefined, {
      onSuccess: (data) => {
        setEnrolment({ secret: data.secret, qrCode: data.qrCode });
        setCode('');
        setCodeError(undefined);
      },
      onError: (error) => show('error', errorText(error)),
    });

  const confirmSetup = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code.trim())) return setCodeError(t('settings.twoFactor.codeInvalid'));
    setCodeError(undefined);
    enable.mutate(code.trim(), {
      onSuccess: (codes) => {
        setEnrolment(null);
        setBackupCodes(codes);
        show('success', t('settings.twoFactor.enabled'));
      },
      onError: (error) => setCodeError(errorText(error)),
    });
  };

  const openDialog = (kind: 'disable' | 'regenerate') => {
    setDialog(kind);
    setDialogPassword('');
    setDialogCode('');
    setDialogError(null);
  };

  const submitDialog = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_OR_BACKUP.test(dialogCode.trim())) return setDialogError(t('settings.twoFactor.codeInvalid'));
    if (dialog === 'disable') {
      disable.mutate(
        { password: dialogPassword, code: dialogCode.trim() },
        {
          onSuccess: () => {
            setDialog(null);
            setBackupCodes(null);
            show('success', t('settings.twoFactor.disabled'));
          },
          onError: (error) => setDialogError(errorText(error)),
        },
      );
    } else {
      regenerate.mutate(dialogCode.trim(), {
        onSuccess: (codes) => {
          setDialog(null);
          setBackupCodes(codes);
          show('success', t('settings.twoFactor.regenerated'));
        },
        onError: (error) => setDialogError(errorText(error)),
      });
    }
  };

  const enabled = status.data?.enabled ?? false;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{t('settings.twoFactor.heading')}</CardTitle>
          <CardDescription>{t('settings.twoFactor.description')}</CardDescription>
        </div>
        {status.data ? (
          <Badge tone={enabled ? 'success' : 'neutral'}>
            {enabled ? t('settings.twoFactor.statusOn') : t('settings.twoFactor.statusOff')}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <SectionMessage message={message} />
        {status.isPending ? <Spinner /> : null}
        {status.isError ? <Alert variant="error">{t('settings.twoFactor.loadFailed')}</Alert> : null}
        {backupCodes ? <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} /> : null}

        {status.data && !enabled && !enrolment ? (
          <Button onClick={startSetup} isLoading={setup.isPending}>
            {t('settings.twoFactor.enable')}
          </Button>
        ) : null}

        {enrolment ? (
          <form onSubmit={confirmSetup} className="space-y-4" noValidate>
            <h3 className="font-semibold text-slate-900 dark:text-white">
              {t('settings.twoFactor.setupHeading')}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.twoFactor.setupHelp')}</p>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <img
                src={enrolment.qrCode}
                alt={t('settings.twoFactor.qrAlt')}
                width={180}
                height={180}
                className="rounded-lg bg-white p-2"
              />
              <div className="min-w-0 space-y-1">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('settings.twoFactor.secretLabel')}
                </p>
                <code
                  data-testid="two-factor-secret"
                  className="block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-white"
                >
                  {enrolment.secret}
                </code>
              </div>
            </div>
            <FormField label={t('settings.twoFactor.code')} error={codeError}>
              {(control) => (
                <Input
                  {...control}
                  className="sm:max-w-48"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" isLoading={enable.isPending}>
                {t('settings.twoFactor.confirm')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setEnrolment(null)}>
                {t('settings.twoFactor.cancel')}
              </Button>
            </div>
          </form>
        ) : null}

        {status.data && enabled ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('settings.twoFactor.backupRemaining', { count: status.data.backupCodesRemaining })}
            </p>
            <Button variant="secondary" onClick={() => openDialog('regenerate')}>
              {t('settings.twoFactor.regenerate')}
            </Button>
            <Button variant="danger" onClick={() => openDialog('disable')}>
              {t('settings.twoFactor.disable')}
            </Button>
          </div>
        ) : null}
      </CardContent>

      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog === 'disable'
            ? t('settings.twoFactor.disableHeading')
            : t('settings.twoFactor.regenerateHeading')
        }
        description={
          dialog === 'disable' ? t('settings.twoFactor.disableHelp') : t('settings.twoFactor.regenerateHelp')
        }
      >
        <form onSubmit={submitDialog} className="space-y-4" noValidate>
          {dialogError ? <Alert variant="error">{dialogError}</Alert> : null}
          {dialog === 'disable' ? (
            <FormField label={t('settings.twoFactor.password')}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={dialogPassword}
                  onChange={(event) => setDialogPassword(event.target.value)}
                />
              )}
            </FormField>
          ) : null}
          <FormField label={t('settings.twoFactor.codeOrBackup')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="one-time-code"
                value={dialogCode}
                onChange={(event) => setDialogCode(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setDialog(null)}>
              {t('settings.twoFactor.cancel')}
            </Button>
            <Button
              type="submit"
              variant={dialog === 'disable' ? 'danger' : 'primary'}
              isLoading={disable.isPending || regenerate.isPending}
            >
              {dialog === 'disable' ? t('settings.twoFactor.disable') : t('settings.twoFactor.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
