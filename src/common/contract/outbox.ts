import Type, { type Static } from 'typebox';
import { int, strictObject, text } from '../schema/primitives.js';
import { EMAIL_MAX } from '../validation.js';
import { orNull } from './auth.js';
import { endpoint } from './endpoint.js';

/**
 * The dev outbox: every e-mail and SMS the default messenger "sent", newest first. Registered only
 * outside production mode, and answered to direct loopback requests only.
 */

const tags = ['dev'] as const;

export const OutboxItemSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.Enum(['email', 'sms'], { type: 'string' }),
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** The 6-digit code in the message, when there is one. */
  code: orNull(Type.String()),
  createdAt: Type.String(),
});
export type OutboxItem = Static<typeof OutboxItemSchema>;

/** `to`: an e-mail address or +62… phone number; `limit`: how many, newest first. */
const outboxQuery = strictObject({ to: Type.Optional(text(EMAIL_MAX)), limit: int(1, 500, { default: 100 }) });

export const outbox = {
  messages: endpoint({
    method: 'GET',
    path: '/dev/outbox.json',
    auth: 'none',
    tags,
    summary: 'Messages in the dev outbox, newest first (?to= an e-mail address or +62… phone number)',
    query: outboxQuery,
    result: Type.Array(OutboxItemSchema),
  }),
  /** The same messages as an HTML page (no JSON answer). */
  page: endpoint({ method: 'GET', path: '/dev/outbox', auth: 'none', tags, summary: 'The dev outbox as a page', query: outboxQuery }),
};
