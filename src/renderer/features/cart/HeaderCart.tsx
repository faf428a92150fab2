/**
 * The signed-in header's cart count (shell/CartButton.tsx draws it). The count follows the cart
 * store: adds and removes replace the cart with the server's answer; after a paid order (the
 * checkout's order turning SUCCESS, live or read: CheckoutStore) the cart is read again, since the
 * paid lines left it; each navigation asks the store to ensure the cart (a call only when it is
 * stale); an order paid elsewhere reaches it through the live stream (CartStore.followPaidOrders).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { liveOf } from '../../api/liveEvents';
import { CartButton } from '../../shell/CartButton';
import { cartOf } from './store';

export default observer(function HeaderCart() {
  const { i18n } = useTranslation();
  const root = useStores();
  const cart = cartOf(root);
  const location = useLocation();
  const signedIn = root.session.isSignedIn;

  useEffect(() => {
    if (signedIn) void cart.ensure();
  }, [cart, signedIn, location.key, i18n.language]);

  // An order paid anywhere (live `payment` event) takes its lines out of the cart.
  useEffect(() => (signedIn ? cart.followPaidOrders(liveOf(root)) : undefined), [cart, root, signedIn]);

  return <CartButton count={signedIn ? cart.lines.length : 0} />;
});
