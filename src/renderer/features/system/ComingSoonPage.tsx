/**
 * Placeholder for pages that later issues build; names the page in the current language. Drawn
 * without Fluent (ComingSoonPage.module.css): the badge, title and message bar are plain elements
 * with the look, roles and attributes Fluent's Badge, Title1 and MessageBar gave them.
 */
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../components/routeHandle';
import { RouterButton } from '../../components/links';
import { HomeIcon } from '../../components/icons';
import styles from './ComingSoonPage.module.css';

/** Fluent's InfoFilled icon (react-icons' 20px path), the info MessageBar's icon. */
function InfoFilledIcon() {
  return (
    <svg fill="currentColor" aria-hidden="true" className={styles.infoIcon} width="1em" height="1em" viewBox="0 0 20 20" xmlns="http://www.w3.org/2000/svg">
      <path d="M18 10a8 8 0 1 0-16 0 8 8 0 0 0 16 0M9.5 8.91a.5.5 0 0 1 1 0v4.69a.5.5 0 0 1-1 0V8.9m-.25-2.16a.75.75 0 1 1 1.5 0 .75.75 0 0 1-1.5 0" fill="currentColor" />
    </svg>
  );
}

export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { titleKey } = useRouteHandle();
  const location = useLocation();
  const page = titleKey ? t(titleKey) : t('app.name');
  const keyword = location.pathname === '/search' ? new URLSearchParams(location.search).get('keyword') : null;

  return (
    <section className={styles.wrap} aria-labelledby="coming-soon-title">
      <div className={styles.badge}>{t('comingSoon.badge')}</div>
      <h1 id="coming-soon-title" className={styles.title}>
        {keyword ? t('comingSoon.searchResults', { keyword }) : t('comingSoon.title', { page })}
      </h1>
      <div role="group" className={styles.messageBar}>
        <div className={styles.messageIcon}>
          <InfoFilledIcon />
        </div>
        <div className={styles.messageBody}>
          <span className={styles.body1}>{t('comingSoon.body')}</span>
        </div>
      </div>
      <div className={styles.actions}>
        <RouterButton appearance="primary" icon={<HomeIcon />} to="/">
          {t('comingSoon.home')}
        </RouterButton>
      </div>
    </section>
  );
}
