/** The 503 page that replaces the whole app while maintenance is on (outside the router). */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, makeStyles } from '@fluentui/react-components';
import { BusySpinner } from '../components/BusySpinner';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_STATUS } from '../../common/constants';
import { useStores } from '../stores/context';
import { Logo } from '../components/Logo';
import { StateMessage } from '../components/StateMessage';
import { palette } from '../components/theme';
import { LanguageSwitch } from './LanguageSwitch';
import { withFluentScope } from '../components/FluentScope';

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
        <StateMessage
          kind="error"
          layout="page"
          code={t('maintenance.status')}
          title={t('maintenance.title')}
          text={`${t('maintenance.body')} ${t('maintenance.autoRetry')}`}
          headingId="maintenance-title"
          testId="maintenance"
          actions={
            <Button appearance="primary" disabled={checking} onClick={() => void retry()} icon={checking ? <BusySpinner /> : undefined}>
              {checking ? t('maintenance.checking') : t('maintenance.retry')}
            </Button>
          }
        />
      </main>
    </div>
  );
});

/** Inside its own FluentScope: it replaces the whole app, pages and their scopes included. */
export const ScopedMaintenancePage = withFluentScope(MaintenancePage);
