/** 404 page for unknown URLs (the server answers them with index.html). */
import { Body1, Text, Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '../../shell/links';
import { SearchForm } from '../../shell/SearchForm';
import { HomeIcon } from '../../components/icons';
import { usePageStyles } from './styles';

export default function NotFoundPage() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.wrap} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.status')}
      </p>
      <Title1 as="h1" id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </Title1>
      <Body1 className={styles.body}>{t('notFound.body')}</Body1>
      <div className={styles.actions}>
        <RouterButton appearance="primary" icon={<HomeIcon />} to="/">
          {t('notFound.home')}
        </RouterButton>
      </div>
      <div className={styles.search}>
        <Text weight="semibold">{t('notFound.searchPrompt')}</Text>
        <SearchForm />
      </div>
    </section>
  );
}
