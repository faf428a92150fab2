/** Placeholder home page — the home-page engineer replaces this file. */
import { Body1, Title1, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { maxWidth: '1280px', margin: '0 auto', padding: '48px 16px', display: 'flex', flexDirection: 'column', gap: '8px' },
});

export default function HomePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root}>
      <Title1 as="h1">{t('home.title')}</Title1>
      <Body1>{t('home.subtitle')}</Body1>
    </section>
  );
}
