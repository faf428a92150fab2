/** Hooks of the product pages: the page title and the buy-box actions. Their data comes from the route loaders (loaders.ts → store.ts). */
import type { CertificateRef } from '../../../common/contract/certificates';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { isBuyableContentType } from '../../../common/cart';
import { startLearningPath } from '../../../common/classes';
import { ContentType } from '../../../common/enums';
import { PAGE_PATTERNS } from '../../../common/routes';
import { checkoutHref } from '../checkout';
import { signInPath } from './helpers';
import { ownershipOf } from './ownership';
import { useLazyFeature } from '../../stores/feature';
import { withMessages } from '../../i18n/pageMessages';

/** Webinars and events: their pages show the visitor's session (sessionsOf(root)). */
const isLiveSessionType = (type: number) => type === ContentType.WEBINAR || type === ContentType.EVENT;

/** document.title = "<title> | <site>" once the title is known (after the shell's own title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!title) return;
    const text = `${title} | ${t('app.name')}`;
    document.title = text;
    // The shell sets its route title in its own effect, which runs after this one on navigation.
    const frame = requestAnimationFrame(() => {
      document.title = text;
    });
    return () => cancelAnimationFrame(frame);
  }, [title, t, i18n.language]);
}

export type ProductAction = 'cart' | 'buy' | 'wishlist' | 'join' | 'donate';

/** The product a buy box acts on. */
export interface ProductRef {
  contentId: number;
  type: number;
  /** The content's url (a course's lecture page is /courses/:url/lecture). */
  url?: string;
}

/** Where "Start learning" goes: the right place of each type (src/common/classes.ts startLearningPath). */
export function learnPath(item: ProductRef): string {
  return startLearningPath({ type: item.type, url: item.url ?? null, contentId: item.contentId });
}

export interface ProductActions {
  signedIn: boolean;
  run: (action: ProductAction) => void;
  signInHref: string;
  /** The student owns it (the server's state of the content, or this session's add said so). */
  owned: boolean;
  /** "Start learning": the right place of its type (startLearningPath). */
  learnHref: string;
  /** The owner's button: "Go to lecture" for a bootcamp (its lecture page), else "Start learning". */
  learnLabel: string;
  /** A pending order holds it: "Continue payment" goes to /payment/:orderId. */
  pendingOrderId: number | null;
  /** In the cart (the server's state, or the cart as loaded). */
  inCart: boolean;
  /** In the wishlist, as the last toggle answered (null: not known). */
  wished: boolean | null;
  busy: boolean;
  /** An owned course whose every lesson is finished (the server's my-state; issue 25). */
  completed: boolean;
  /** The student's certificate of it, once issued (the server's my-state). */
  certificate: CertificateRef | null;
}

/** The cart's accessor, with the cart's chunk (a guest's product page never loads it). */
const loadCart = () => import('../cart').then((m) => m.cartOf);
/** The wishlist's accessor, with its chunk (signed in only, like the cart). */
const loadWishlist = () => import('../wishlist').then((m) => m.wishlistOf);
/**
 * The live sessions' accessor, asked again after joining a webinar or event: their pages load it
 * (and its messages) with their loader; no other page needs it before that press.
 */
const loadSessions = () => withMessages(() => import('../sessions').then((m) => m.sessionsOf), ['sessions']);

/**
 * The buy-box buttons (spec 2 sign-in rule, spec 7 cart and wishlist). For a signed-in student
 * the product page's loader has asked the content's state (OwnershipStore, G enrollments/
 * contents/:id/my-state), so owned, pending and wishlisted show before any click; each action
 * asks it again. Guests go to
 * /signin?from=<this page>. A signed-in student's "add to cart" and "join" go through the cart
 * (a free item is enrolled at once, and the box then says it is owned); "buy" adds and opens
 * checkout with that item alone; the heart toggles the wishlist. Contents the cart
 * does not sell, and donations, still say they are coming. Read in an observer.
 */
export function useProductActions(item?: ProductRef | null): ProductActions {
  const root = useStores();
  const { session, ui } = root;
  // Signed in only; until it arrives, what is in the cart or owned shows from the ownership state.
  const cart = useLazyFeature(root, loadCart, session.isSignedIn);
  const wishlist = useLazyFeature(root, loadWishlist, session.isSignedIn);
  const ownership = ownershipOf(root);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const contentId = item?.contentId ?? null;
  const sellable = item != null && isBuyableContentType(item.type);

  const state = contentId !== null ? ownership.of(contentId) : null;
  const owned = contentId !== null && (cart?.owned.has(contentId) === true || state?.owned === true);

  const addToCart = async (id: number, thenOpenCart: boolean) => {
    const outcome = await (cart ?? (await loadCart())(root)).add(id);
    void ownership.load(id);
    // A webinar or event just registered for: its session box replaces the buy box.
    if (item && isLiveSessionType(item.type)) void loadSessions().then((sessionsOf) => sessionsOf(root).load(id));
    if (!outcome.ok) {
      ui.error(outcome.message);
      return;
    }
    if (outcome.enrolled.includes(id)) {
      ui.success(t('products.actions.enrolledToast'));
      return;
    }
    // "Buy" is a direct purchase of this one item: checkout with it alone (it goes through the cart, which holds its line).
    if (thenOpenCart) navigate(checkoutHref({ items: [id], vouchers: {} }));
    else ui.success(t('products.actions.addedToast'));
  };
  const toggleWishlist = async (id: number) => {
    const outcome = await (wishlist ?? (await loadWishlist())(root)).toggle(id);
    void ownership.load(id);
    if (!outcome.ok) ui.error(outcome.message);
    else ui.success(t(outcome.isWishlisted ? 'products.actions.wishedToast' : 'products.actions.unwishedToast'));
  };

  return {
    signedIn: session.isSignedIn,
    signInHref: signInPath(from),
    owned,
    learnHref: item ? learnPath(item) : PAGE_PATTERNS.classqu,
    learnLabel: t(item?.type === ContentType.BOOTCAMP ? 'products.actions.goToLecture' : 'products.actions.startLearning'),
    pendingOrderId: owned ? null : (state?.pendingOrderId ?? null),
    completed: owned && state?.completed === true,
    certificate: owned ? (state?.certificate ?? null) : null,
    inCart: contentId !== null && !owned && (cart?.has(contentId) === true || state?.inCart === true),
    wished: contentId !== null ? (wishlist?.wished.get(contentId) ?? state?.wishlisted ?? null) : null,
    busy: contentId !== null && (cart?.busy.has(contentId) === true || wishlist?.busy.has(contentId) === true),
    run: function run(action) {
      // A server-rendered page is hydrated as the guest it was rendered for and reads the session
      // just after: a press in between waits for it, so a signed-in student is not sent to sign in.
      if (!session.hydrated) {
        void root.boot().then(() => run(action));
        return;
      }
      if (!session.isSignedIn) {
        navigate(signInPath(from));
        return;
      }
      if (contentId !== null && action === 'wishlist') {
        void toggleWishlist(contentId);
        return;
      }
      if (contentId !== null && sellable && (action === 'cart' || action === 'join' || action === 'buy')) {
        void addToCart(contentId, action === 'buy');
        return;
      }
      ui.info(t(`products.actions.soon.${action}`), { title: t('products.actions.soonTitle') });
    },
  };
}
