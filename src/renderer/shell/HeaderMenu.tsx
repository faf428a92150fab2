/**
 * Desktop header navigation from `master/menus?version=2`. Entries with children open a Fluent
 * Menu that is loaded on first interaction (DeferredMenu); plain entries are links.
 */
import { observer } from 'mobx-react-lite';
import { PlainLinkButton, type PlainButtonProps } from '../components/PlainButton';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import type { NavItem } from '../stores/types';
import { Shimmer, ShimmerGroup } from '../components/Shimmer';
import { ShellChevronDownIcon } from '../components/firstLoadIcons';
import { RouterButton } from '../components/links';
import { DeferredMenu } from './DeferredMenu';
import { cx } from '../components/classNames';
import styles from './HeaderMenu.module.css';

function TopItem({ item }: { item: NavItem }) {
  if (item.children.length === 0) {
    if (item.external) {
      return (
        <PlainLinkButton appearance="subtle" className={styles.item} href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label}
        </PlainLinkButton>
      );
    }
    return (
      <RouterButton appearance="subtle" className={styles.item} to={item.href || '/'}>
        {item.label}
      </RouterButton>
    );
  }
  const button: PlainButtonProps = {
    appearance: 'subtle',
    className: styles.item,
    icon: <ShellChevronDownIcon size={16} />,
    iconPosition: 'after',
    children: item.label,
  };
  return <DeferredMenu button={button} render={(m, props) => <m.NavItemMenu item={item} {...props} />} />;
}

/** All items folded into one "Explore" menu (between md and lg). */
function CompactMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const button: PlainButtonProps = {
    appearance: 'subtle',
    className: styles.item,
    icon: <ShellChevronDownIcon size={16} />,
    iconPosition: 'after',
    children: t('nav.explore'),
  };
  return <DeferredMenu button={button} render={(m, props) => <m.NavCompactMenu items={items} {...props} />} />;
}

/** `className` lets the header hide one form of the menu by width (shell/Header.tsx). */
export const HeaderMenu = observer(function HeaderMenu({ compact, className }: { compact: boolean; className?: string }) {
  const { menu } = useStores();
  const { t } = useTranslation();
  const items = menu.v2.data ?? [];
  if (menu.v2.loading && items.length === 0) {
    return (
      <ShimmerGroup label={t('app.loading')} className={cx(styles.skeleton, className)}>
        {[0, 1, 2, 3].map((i) => (
          <Shimmer key={i} width={72} height={16} />
        ))}
      </ShimmerGroup>
    );
  }
  if (items.length === 0) return null;
  return (
    <nav className={cx(styles.nav, className)} aria-label={t('nav.mainNavigation')}>
      {compact ? <CompactMenu items={items} /> : items.map((item) => <TopItem key={item.id} item={item} />)}
    </nav>
  );
});
