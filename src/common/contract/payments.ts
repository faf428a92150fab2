import Type, { type Static } from 'typebox';
import { id, strictObject, text } from '../schema/primitives.js';
import { PaymentAnswerSchema } from './orders.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { PAYMENT_FINISH_PATH, PAYMENT_NOTIFICATION_PATH } from '../payments.js';

/** Payment methods, an order's payment, the per-channel instructions and the gateway's notification (issue 11 "Payments"). */

const tags = ['payments'] as const;
const web = API_PREFIX.web;

export const PaymentTypeSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export const PaymentTypeGroupSchema = Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String(), paymentTypes: Type.Array(PaymentTypeSchema) });

export const InstructionSchema = Type.Object({
  paymentTypeId: Type.Integer(),
  name: Type.String(),
  sections: Type.Array(Type.Object({ title: Type.String(), steps: Type.Array(Type.String()) })),
});
export type Instruction = Static<typeof InstructionSchema>;

export const payments = {
  groups: endpoint({
    method: 'GET',
    path: `${web}/payment/payment-type-groups`,
    auth: 'both',
    tags,
    summary: 'The payment method groups and their channels, in checkout order',
    result: Type.Array(PaymentTypeGroupSchema),
  }),
  byOrderId: endpoint({
    method: 'GET',
    path: `${web}/payment/payments/by-order-id/:id`,
    auth: 'authenticated',
    tags,
    summary: "The current charge of one of the student's orders",
    params: strictObject({ id: id() }),
    result: PaymentAnswerSchema,
  }),
  /** The QR code of a pending QRIS / GoPay charge as a PNG file, so a phone can save it and open it in a wallet app. */
  qrImage: endpoint({
    method: 'GET',
    path: `${web}/payment/payments/by-order-id/:id/qr`,
    auth: 'authenticated',
    tags,
    summary: "The QR code of one of the student's charges as a PNG (image/png, attachment qris-<order>.png); 404 when it is not theirs or has no QR",
    params: strictObject({ id: id() }),
  }),
  instruction: endpoint({
    method: 'GET',
    path: `${web}/payment/payment-types/:id/instruction`,
    auth: 'both',
    tags,
    summary: 'How to pay with a channel, step by step',
    params: strictObject({ id: id() }),
    result: InstructionSchema,
  }),
  notification: endpoint({
    method: 'POST',
    path: PAYMENT_NOTIFICATION_PATH,
    auth: 'none',
    tags,
    summary: "The gateway's HTTP notification (signature checked, status asked back)",
    body: Type.Object({}, { additionalProperties: true }),
    raw: Type.Object({ received: Type.Boolean() }),
  }),
  /** The browser's landing after a redirect payment; an HTML page (hidden from the OpenAPI document). */
  finish: endpoint({
    method: 'GET',
    path: PAYMENT_FINISH_PATH,
    auth: 'none',
    tags,
    summary: 'Where the payer returns after paying: back to the desktop app or the payment page',
    query: strictObject({
      order_id: text(50, 1, { pattern: '^[A-Za-z0-9._~-]+$' }),
      status_code: Type.Optional(text(3)),
      transaction_status: Type.Optional(text(30)),
      app: Type.Optional(Type.Enum(['desktop'])),
    }),
  }),
};
