/**
 * The header's cart icon with the number of cart lines: a badge ("99+" above the cap,
 * BADGE_COUNT_CAP) and the accessible name "Cart, 2 items" / "Keranjang, 2 item". A guest and an
 * empty cart show no badge (the name is then just "Cart"). The count comes from the cart feature's
 * header part (features/cart/HeaderCart.tsx), loaded with the signed-in student's header
 * (featureSlots.tsx), so a guest's first load carries no cart store.
 */
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../common/notifications';
import { RouterButton } from '../components/links';
import { ShellCartIcon } from '../components/firstLoadIcons';
import { WithCountBadge } from './CountBadge';

/** The badge's text: the count, "99+" above the cap (src/common badgeText); null when nothing is shown. */
export const cartBadgeText = (count: number): string | null => badgeText(count) || null;

export function CartButton({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  const badge = cartBadgeText(count);
  const label = badge ? t('header.cartCount', { count }) : t('header.cart');
  return (
    <WithCountBadge badge={badge} testId="header-cart-count">
      <RouterButton appearance="subtle" icon={<ShellCartIcon />} to="/cart" aria-label={label} title={label} data-testid="header-cart" />
    </WithCountBadge>
  );
}
