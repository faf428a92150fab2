/** The 503 page that replaces the whole app while maintenance is on (outside the router). */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Body1, Button, Spinner, Title1, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUS } from '../../../common/constants';
import { useStores } from '../../stores/context';
import { Logo } from '../../shell/Logo';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { palette } from '../../shell/theme';
import { usePageStyles } from './styles';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: `linear-gradient(160deg, ${palette.tealSoft} 0%, #FFFFFF 45%, ${palette.indigoSoft} 100%)`,
  },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '16px 24px' },
  main: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export const MaintenancePage = observer(function MaintenancePage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = useTranslation();
  const root = useStores();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    document.title = `${MAINTENANCE_STATUS} · ${t('pages.maintenance')} | ${t('app.name')}`;
  }, [t]);

  const retry = async () => {
    setChecking(true);
    try {
      await root.checkMaintenance();
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Logo />
        <LanguageSwitch />
      </div>
      <main className={styles.main}>
        <section className={page.wrap} aria-labelledby="maintenance-title">
          <p className={page.code} aria-hidden="true">
            {t('maintenance.status')}
          </p>
          <Title1 as="h1" id="maintenance-title" className={page.title}>
            {t('maintenance.title')}
          </Title1>
          <Body1 className={page.body}>{t('maintenance.body')}</Body1>
          <Body1 className={page.body}>{t('maintenance.autoRetry')}</Body1>
          <Button appearance="primary" disabled={checking} onClick={() => void retry()} icon={checking ? <Spinner size="tiny" /> : undefined}>
            {checking ? t('maintenance.checking') : t('maintenance.retry')}
          </Button>
        </section>
      </main>
    </div>
  );
});
