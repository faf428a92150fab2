/**
 * The header's cart icon with the number of cart lines (root.cart): a badge ("99+" above the cap,
 * BADGE_COUNT_CAP) and the accessible name "Cart, 2 items" / "Keranjang, 2 item". Nothing is shown
 * for a guest or an empty cart (the name is then just "Cart"). The count follows the cart store:
 * adds and removes replace the cart with the server's answer; after a paid order (the checkout's
 * order turning SUCCESS, live or read: CheckoutStore) the cart is read again, since the paid lines left it; and
 * each navigation asks the store to ensure the cart (a call only when it is stale); an order paid
 * elsewhere reaches it through the live stream (CartStore.followPaidOrders).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../common/notifications';
import { useStores } from '../stores/context';
import { RouterButton } from '../components/links';
import { ShellCartIcon } from '../components/icons';
import { WithCountBadge } from './CountBadge';

/** The badge's text: the count, "99+" above the cap (src/common badgeText); null when nothing is shown. */
export const cartBadgeText = (count: number): string | null => badgeText(count) || null;

export const CartButton = observer(function CartButton() {
  const { t, i18n } = useTranslation();
  const { cart, session, live } = useStores();
  const location = useLocation();
  const signedIn = session.isSignedIn;

  useEffect(() => {
    if (signedIn) void cart.ensure();
  }, [cart, signedIn, location.key, i18n.language]);

  // An order paid anywhere (live `payment` event) takes its lines out of the cart.
  useEffect(() => (signedIn ? cart.followPaidOrders(live) : undefined), [cart, live, signedIn]);

  const count = signedIn ? cart.lines.length : 0;
  const badge = cartBadgeText(count);
  const label = badge ? t('header.cartCount', { count }) : t('header.cart');
  return (
    <WithCountBadge badge={badge} testId="header-cart-count">
      <RouterButton appearance="subtle" icon={<ShellCartIcon />} to="/cart" aria-label={label} title={label} data-testid="header-cart" />
    </WithCountBadge>
  );
});
