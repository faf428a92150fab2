/** The frame of the information pages: breadcrumbs, a side menu of the other pages, a white sheet. */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, PageContainer } from '../../components/listing';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';

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

export const useInfoStyles = makeStyles({
  layout: { display: 'grid', gap: '20px', gridTemplateColumns: 'minmax(0, 1fr)', [mediaUp('lg')]: { gridTemplateColumns: '240px minmax(0, 920px)', gap: '32px' } },
  nav: {
    order: 2,
    [mediaUp('lg')]: { order: 0, position: 'sticky', top: '84px', alignSelf: 'start' },
  },
  navList: {
    listStyle: 'none',
    margin: 0,
    padding: '8px',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  navLink: {
    display: 'block',
    padding: '9px 12px',
    borderRadius: '8px',
    color: tokens.colorNeutralForeground1,
    fontSize: '14px',
    fontWeight: 600,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: palette.tealDark },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  navActive: { backgroundColor: palette.tealSoft, color: palette.tealDark },
  sheet: {
    minWidth: 0,
    padding: '20px 18px',
    borderRadius: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '32px 36px' },
  },
  title: { margin: 0, fontSize: '28px', lineHeight: '36px', fontWeight: 800, color: palette.indigoDeep, [mediaUp('md')]: { fontSize: '34px', lineHeight: '42px' } },
  lead: { margin: 0, fontSize: '15px', lineHeight: '23px', color: tokens.colorNeutralForeground2 },
  prose: {
    fontSize: '16px',
    lineHeight: '27px',
    color: tokens.colorNeutralForeground1,
    '& h2': { fontSize: '22px', lineHeight: '30px', margin: '8px 0 8px', color: palette.indigoDeep },
    '& h3': { fontSize: '18px', lineHeight: '26px', margin: '22px 0 6px', color: palette.indigoDeep, scrollMarginTop: '90px' },
    '& h4': { fontSize: '16px', margin: '16px 0 4px' },
    '& p': { margin: '0 0 12px' },
    '& ul, & ol': { margin: '0 0 12px', paddingLeft: '22px' },
    '& li': { marginBottom: '6px' },
    '& a': { color: palette.tealDark, fontWeight: 600 },
    '& [tabindex="-1"]:focus': { outline: 'none' },
  },
  updated: { fontSize: '13px', color: tokens.colorNeutralForeground3, margin: 0 },
});

export function InfoLayout({ crumb, children, testId }: { crumb: string; children: ReactNode; testId?: string }) {
  const styles = useInfoStyles();
  const { t } = useTranslation();
  return (
    <PageContainer testId={testId}>
      <Breadcrumbs items={[{ label: crumb }]} />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('info.menu')}>
          <ul className={styles.navList}>
            {INFO_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={({ isActive }) => mergeClasses(styles.navLink, isActive && styles.navActive)}>
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
