/**
 * Frame of the account settings pages: the student (photo, name, address) and the settings
 * navigation beside the page on wide screens, above it on phones.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Avatar, Body1, Caption1, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { LockIcon, ShellPersonIcon, TrashIcon } from '../../components/icons';
import { ResourceView } from '../../components/ResourceView';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { profileOf } from './store';

export const useAccountStyles = makeStyles({
  page: {
    maxWidth: '1120px',
    margin: '0 auto',
    padding: '16px 12px 48px',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '16px',
    [mediaUp('md')]: { padding: '32px 24px 64px', gridTemplateColumns: '260px minmax(0, 1fr)', gap: '32px', alignItems: 'start' },
  },
  aside: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: '12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    [mediaUp('md')]: { padding: '20px 12px', position: 'sticky', top: '88px' },
  },
  identity: { display: 'flex', alignItems: 'center', gap: '12px', padding: '0 8px', minWidth: 0 },
  identityText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mediaUp('md')]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
  navIcon: { display: 'none', [mediaUp('md')]: { display: 'inline-flex' } },
  navLink: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '8px 10px',
    [mediaUp('md')]: { padding: '10px 12px' },
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  navActive: {
    backgroundColor: palette.tealSoft,
    color: palette.tealDark,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: palette.tealSoft },
  },
  danger: { color: palette.red },
  content: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  heading: { display: 'flex', flexDirection: 'column', gap: '4px', padding: '0 4px' },
  title: { margin: 0, color: palette.indigoDeep },
  lead: { color: tokens.colorNeutralForeground2 },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: '20px 16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 28px' },
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: palette.indigoDeep },
  cardHeader: { display: 'flex', flexDirection: 'column', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '16px',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  wide: { gridColumn: '1 / -1' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  formActions: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', justifyContent: 'flex-end' },
  dangerButton: {
    backgroundColor: palette.red,
    color: '#FFFFFF',
    ':hover': { backgroundColor: '#A52A3F', color: '#FFFFFF' },
    ':hover:active': { backgroundColor: '#8E2436', color: '#FFFFFF' },
  },
});

const LINKS = [
  { to: '/user/edit-profile', key: 'accountNav.profile', icon: <ShellPersonIcon /> },
  { to: '/user/edit-account', key: 'accountNav.password', icon: <LockIcon /> },
  { to: '/user/delete-account', key: 'accountNav.delete', icon: <TrashIcon />, danger: true },
] as const;

export const AccountLayout = observer(function AccountLayout({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const styles = useAccountStyles();
  const { t } = useTranslation();
  const profile = profileOf(useStores());
  // Loaded by the page's route loader (features/account/loaders.ts).
  const p = profile.profile.data;

  return (
    <div className={styles.page}>
      <aside className={styles.aside} aria-label={t('accountNav.label')}>
        <div className={styles.identity}>
          <Avatar size={48} name={p?.fullName} color="colorful" image={p?.avatarUrl ? { src: p.avatarUrl, alt: '' } : undefined} aria-hidden="true" />
          <div className={styles.identityText}>
            <Text weight="semibold" className={styles.ellipsis}>
              {p?.fullName ?? '…'}
            </Text>
            <Caption1 className={mergeClasses(styles.muted, styles.ellipsis)}>{p?.email ?? p?.phone ?? ''}</Caption1>
          </div>
        </div>
        <nav aria-label={t('accountNav.label')}>
          <ul className={styles.nav}>
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={({ isActive }) => mergeClasses(styles.navLink, 'danger' in l && styles.danger, isActive && styles.navActive)}>
                  <span className={styles.navIcon}>{l.icon}</span>
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <header className={styles.heading}>
          <Title2 as="h1" className={styles.title}>
            {title}
          </Title2>
          {lead && <Body1 className={styles.lead}>{lead}</Body1>}
        </header>
        {children}
      </div>
    </div>
  );
});

/** The profile's skeleton, its failure with retry, or the page once it is there. */
export const ProfileGate = observer(function ProfileGate({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation();
  const profile = profileOf(useStores());
  return (
    <ResourceView resource={profile.profile} what={t('profile.what')} onRetry={() => void profile.load()}>
      {() => children()}
    </ResourceView>
  );
});
