/** The frame of the information pages: breadcrumbs, a side menu of the other pages, a white sheet. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, PageContainer } from '../../components/listing';
import { cx } from '../../components/classNames';
import styles from './InfoLayout.module.css';

export const INFO_LINKS = [
  { to: '/user/aboutus', key: 'pages.aboutus' },
  { to: '/user/support', key: 'pages.support' },
  { to: '/contact-us', key: 'discovery.titles.contact' },
  { to: '/careers', key: 'discovery.titles.careers' },
  { to: '/download-apps', key: 'discovery.titles.downloadApps' },
  { to: '/user/terms', key: 'pages.terms' },
  { to: '/user/terms/privacy', key: 'pages.privacy' },
  { to: '/sitemap', key: 'discovery.titles.sitemap' },
] as const;

export function InfoLayout({ crumb, children, testId }: { crumb: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer testId={testId}>
      <Breadcrumbs items={[{ label: crumb }]} />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('info.menu')}>
          <ul className={styles.navList}>
            {INFO_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={({ isActive }) => cx(styles.navLink, isActive && styles.navActive)}>
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sheet}>{children}</div>
      </div>
    </PageContainer>
  );
}
