import Type, { type Static } from 'typebox';
import { id, strictObject } from '../schema/primitives.js';
import { PaymentAnswerSchema } from './orders.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { PAYMENT_NOTIFICATION_PATH } from '../payments.js';

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
};
