/**
 * /prakerja/redeem/callback?state=… (issue 19, plan B): where the Prakerja platform returns. The
 * loader completes the redeem once (P prakerja/pmo-callback); done, the page lands on the class.
 * A missing, forged, expired or used state, or another account's, says so with the way back.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterButton } from '../../components/links';
import { StateMessage } from '../../components/StateMessage';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { useStores } from '../../stores/context';
import { prakerjaOf } from './store';

const useStyles = makeStyles({
  page: { maxWidth: '720px', margin: '0 auto', padding: '16px 16px 40px', display: 'flex', flexDirection: 'column', gap: '16px', [mediaUp('md')]: { padding: '24px 24px 56px' } },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
});

const RedeemCallbackPage = observer(function RedeemCallbackPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const prakerja = prakerjaOf(useStores());
  const state = new URLSearchParams(useLocation().search).get('state');
  const res = state ? prakerja.completions.get(state) : null;
  const done = res?.data ?? null;

  useEffect(() => {
    document.title = t('prakerjaRedeem.callback.title');
  }, [t]);
  useEffect(() => {
    if (!done) return;
    ui.success(t('prakerjaRedeem.callback.enrolled', { title: done.title }));
    navigate(`/prakerja/${done.url}`, { replace: true });
  }, [done, navigate, t, ui]);

  const back = (
    <RouterButton appearance="primary" to="/prakerja">
      {t('prakerjaRedeem.callback.back')}
    </RouterButton>
  );
  let body;
  if (!state) body = <StateMessage kind="error" layout="block" title={t('prakerjaRedeem.callback.failedTitle')} message={t('prakerjaRedeem.callback.noState')} actions={back} />;
  else if (res?.error)
    body = (
      <div data-testid="prakerja-callback-error">
        <StateMessage kind="error" layout="block" title={t('prakerjaRedeem.callback.failedTitle')} message={res.error} actions={back} />
      </div>
    );
  else body = <Spinner label={done ? t('prakerjaRedeem.callback.opening') : t('prakerjaRedeem.callback.completing')} />;
  return (
    <div className={styles.page} data-testid="prakerja-callback">
      <h1 className={styles.title}>{t('prakerjaRedeem.callback.title')}</h1>
      {body}
    </div>
  );
});

export default RedeemCallbackPage;
