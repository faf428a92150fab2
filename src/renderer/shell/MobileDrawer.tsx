/** The drawer below md: search, the v1 menu, language, account links. Lazy-loaded. */
import { observer } from 'mobx-react-lite';
import {
  Button,
  Divider,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  SkeletonItem,
  Skeleton,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import type { NavItem } from '../stores/types';
import { useAccountLinks, useSignOut } from './accountLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from '../components/Logo';
import { SearchInput } from '../components/SearchInput';
import { RouterButton } from '../components/links';
import { DismissIcon, SignOutIcon } from '../components/icons';
import { withFluentScope } from '../components/FluentScope';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '16px', paddingBottom: '16px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  sublist: { listStyle: 'none', margin: '0 0 8px 0', padding: '0 0 0 12px', borderLeft: `2px solid ${tokens.colorBrandStroke2}` },
  link: { justifyContent: 'flex-start', width: '100%', fontWeight: tokens.fontWeightRegular },
  group: { padding: '8px 0 4px 8px', display: 'block', color: tokens.colorNeutralForeground2 },
  footer: { display: 'flex', justifyContent: 'space-between', gap: '8px' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: '12px' },
  error: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', color: tokens.colorNeutralForeground2 },
});

function ItemLink({ item, className }: { item: NavItem; className: string }) {
  if (item.external) {
    return (
      <Button appearance="subtle" className={className} as="a" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
      </Button>
    );
  }
  return (
    <RouterButton appearance="subtle" className={className} to={item.href}>
      {item.label}
    </RouterButton>
  );
}

function MenuTree({ items }: { items: NavItem[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <>
              {item.href ? <ItemLink item={item} className={styles.link} /> : <Subtitle2 className={styles.group}>{item.label}</Subtitle2>}
              <ul className={styles.sublist}>
                {item.children.map((child) => (
                  <li key={child.id}>{child.children.length > 0 ? <MenuTree items={[child]} /> : child.href && <ItemLink item={child} className={styles.link} />}</li>
                ))}
              </ul>
            </>
          ) : (
            item.href && <ItemLink item={item} className={styles.link} />
          )}
        </li>
      ))}
    </ul>
  );
}

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  signInTo: string;
}

const MobileDrawer = observer(function MobileDrawer({ open, onClose, signInTo }: MobileDrawerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { menu, session } = useStores();
  const signOut = useSignOut();
  const accountLinks = useAccountLinks();
  const items = menu.v1.data ?? [];

  return (
    <OverlayDrawer open={open} onOpenChange={(_e, data) => !data.open && onClose()} position="start" size="small">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('nav.closeMenu')} icon={<DismissIcon />} onClick={onClose} />}>
          <Logo size={28} />
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <SearchInput lazySuggestions fillPopup onSubmitted={onClose} />
        <nav aria-label={t('nav.mainNavigation')}>
          {menu.v1.loading && items.length === 0 ? (
            <Skeleton className={styles.skeleton} aria-label={t('app.loading')}>
              {[0, 1, 2, 3, 4].map((i) => (
                <SkeletonItem key={i} />
              ))}
            </Skeleton>
          ) : menu.v1.error ? (
            <div className={styles.error} role="status">
              <Text>{t('errors.menuUnavailable')}</Text>
              <Button size="small" onClick={() => void menu.loadV1()}>
                {t('errors.retry')}
              </Button>
            </div>
          ) : (
            <MenuTree items={items} />
          )}
        </nav>
        {session.isSignedIn && (
          <>
            <Divider />
            <Subtitle2 className={styles.group}>{t('header.account')}</Subtitle2>
            <ul className={styles.list}>
              {accountLinks.map((l) => (
                <li key={l.to}>
                  <RouterButton appearance="subtle" className={styles.link} to={l.to}>
                    {t(l.key)}
                  </RouterButton>
                </li>
              ))}
            </ul>
          </>
        )}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <LanguageSwitch showLabel />
        {session.isSignedIn ? (
          <Button appearance="secondary" icon={<SignOutIcon />} onClick={() => void signOut().then(onClose)}>
            {t('header.signOut')}
          </Button>
        ) : (
          <RouterButton appearance="primary" to={signInTo}>
            {t('header.signIn')}
          </RouterButton>
        )}
      </DrawerFooter>
    </OverlayDrawer>
  );
});

/** Inside its own FluentScope: the header is outside the page's. */
export default withFluentScope(MobileDrawer);
