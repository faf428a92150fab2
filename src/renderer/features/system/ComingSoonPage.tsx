/** Placeholder for pages that later issues build; names the page in the current language. */
import { Badge, Body1, MessageBar, MessageBarBody, Title1 } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../components/routeHandle';
import { RouterButton } from '../../components/links';
import { HomeIcon } from '../../components/icons';
import { usePageStyles } from './styles';

export default function ComingSoonPage() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const { titleKey } = useRouteHandle();
  const location = useLocation();
  const page = titleKey ? t(titleKey) : t('app.name');
  const keyword = location.pathname === '/search' ? new URLSearchParams(location.search).get('keyword') : null;

  return (
    <section className={styles.wrap} aria-labelledby="coming-soon-title">
      <Badge appearance="tint" color="brand" size="large" className={styles.badge}>
        {t('comingSoon.badge')}
      </Badge>
      <Title1 as="h1" id="coming-soon-title" className={styles.title}>
        {keyword ? t('comingSoon.searchResults', { keyword }) : t('comingSoon.title', { page })}
      </Title1>
      <MessageBar intent="info">
        <MessageBarBody>
          <Body1>{t('comingSoon.body')}</Body1>
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <RouterButton appearance="primary" icon={<HomeIcon />} to="/">
          {t('comingSoon.home')}
        </RouterButton>
      </div>
    </section>
  );
}
