import Type, { type Static } from 'typebox';
import { id, strictObject } from '../schema/primitives.js';
import { orNull } from './auth.js';
import { ContentItemSchema, noQuery, nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * The signed-in student's cart (spec 7 "Cart and orders", spec 3 Cart). One cart per student;
 * a content is one line however often it is added; prices come from the database, the totals
 * from src/common/cart.ts (pricing.ts's totals helper). A free content sent to the cart is
 * enrolled at once and never listed. Adding is all or nothing: when one item is refused
 * (unavailable, not for sale, already owned, in a pending order, ended, wrong price tier), the
 * whole request is a 400 whose message names the first refusal and whose `data.items` lists each
 * (CartRefusalSchema), in the request's language.
 */

const tags = ['cart'] as const;
const web = API_PREFIX.web;

/** Totals of one line or a selection (pricing.ts `Totals`). */
export const TotalsSchema = Type.Object({
  grossTotal: Type.Integer(),
  discountPerUnit: Type.Integer(),
  netPerUnit: Type.Integer(),
  totalDiscount: Type.Integer(),
  totalPayable: Type.Integer(),
});

/** A bootcamp price tier chosen for a line. */
export const CartPackageSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), price: Type.Integer(), finalPrice: Type.Integer() });

export const CartLineSchema = Type.Object({
  contentId: Type.Integer(),
  packageId: nullable(Type.Integer()),
  /** The catalogue's content item (contentDetail of the spec: its price.isFree is always false here). */
  content: ContentItemSchema,
  package: nullable(CartPackageSchema),
  /** List and final price of the line: the tier's when one is chosen, else the content's. */
  price: Type.Integer(),
  finalPrice: Type.Integer(),
  totals: TotalsSchema,
  addedAt: Type.String(),
});
export type CartLine = Static<typeof CartLineSchema>;

export const CartSchema = Type.Object({
  userId: Type.Integer(),
  /** Newest first. */
  items: Type.Array(CartLineSchema),
  totalItems: Type.Integer(),
  /** The lines' list prices, discounts and payables added up (src/common/cart.ts cartTotals). */
  totalPrice: Type.Integer(),
  totalDiscount: Type.Integer(),
  totalPayment: Type.Integer(),
});
export type Cart = Static<typeof CartSchema>;

/** The cart after an add: plus which contents were put in now and which free ones were enrolled instead. */
export const CartAddResultSchema = Type.Object({
  ...CartSchema.properties,
  added: Type.Array(Type.Integer()),
  enrolled: Type.Array(Type.Integer()),
});
export type CartAddResult = Static<typeof CartAddResultSchema>;

/** Why an item cannot go in the cart. */
export const CART_REFUSALS = ['unavailable', 'notForSale', 'owned', 'pendingOrder', 'ended', 'packageMismatch'] as const;
export type CartRefusalReason = (typeof CART_REFUSALS)[number];

/** `data` of a refused add (400). */
export const CartRefusalSchema = Type.Object({
  items: Type.Array(Type.Object({ contentId: Type.Integer(), reason: Type.Unsafe<CartRefusalReason>(Type.String()), message: Type.String() })),
});
export type CartRefusal = Static<typeof CartRefusalSchema>;

/** An item of a request: the content and, for a bootcamp, its price tier (none: the bootcamp's own price). */
export const CartItemInputSchema = strictObject({ contentId: id(), packageId: Type.Optional(orNull(id())) });

const addBody = strictObject({ items: Type.Array(CartItemInputSchema, { minItems: 1, maxItems: 20 }) });
const addSummary = 'Adds items to the cart (all or nothing); free items are enrolled instead; the same content twice stays one line (a new tier replaces the old)';

export const cart = {
  get: endpoint({ method: 'GET', path: `${web}/cart`, auth: 'authenticated', tags, summary: 'The cart with prices from the database and its totals', query: noQuery, result: CartSchema }),
  addItem: endpoint({ method: 'POST', path: `${web}/cart/additem`, auth: 'authenticated', tags, summary: addSummary, body: addBody, result: CartAddResultSchema }),
  /** The spec names both P and U for the same call: the same handler. */
  addItemPut: endpoint({ method: 'PUT', path: `${web}/cart/additem`, auth: 'authenticated', tags, summary: addSummary, body: addBody, result: CartAddResultSchema }),
  removeItems: endpoint({
    method: 'PUT',
    path: `${web}/cart/remove-items`,
    auth: 'authenticated',
    tags,
    summary: 'Takes the contents named out of the cart (an item not in it is ignored); answers the cart',
    body: strictObject({ items: Type.Array(CartItemInputSchema, { minItems: 1, maxItems: 100 }) }),
    result: CartSchema,
  }),
};
