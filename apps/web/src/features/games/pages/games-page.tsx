import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { EmailVerificationNotice } from '../../../components/email-verification/email-verification-notice';
import { PriceDisplaySwitch } from '../../../components/price-display-switch';
import { GameServerList } from '../components/game-server-list';
import { GameTemplateList } from '../components/game-template-list';

/** /dashboard/games: the customer's game servers and the catalogue to order a new one from. */
export function GamesPage() {
  const { t } = useTranslation();
  return (
    <section className="space-y-8" aria-labelledby="page-title">
      <DocumentTitle page={t('nav.games')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('games.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('games.intro')}</p>
      </div>
      <EmailVerificationNotice waitsFor="order" />
      <PriceDisplaySwitch />
      <GameServerList />
      <GameTemplateList />
    </section>
  );
}
