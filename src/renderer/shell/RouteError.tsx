/**
 * Error boundary of the root route (e.g. a page chunk failed to load after a deploy or offline).
 * Kept light and in the entry chunk: it must render even when chunks cannot be fetched.
 */
import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { BareLayout } from './layouts';

const useStyles = makeStyles({
  box: {
    maxWidth: '520px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    alignItems: 'flex-start',
    padding: '24px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}`,
  },
});

export function RouteError() {
  const styles = useStyles();
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <BareLayout home={false}>
      <div className={styles.box} role="alert">
        <Title2 as="h1">{t('errors.generic')}</Title2>
        <Body1>{t('errors.network')}</Body1>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </Button>
      </div>
    </BareLayout>
  );
}
