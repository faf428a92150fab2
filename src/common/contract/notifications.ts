import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { NOTIFICATION_TYPES, POLICY_CHANNELS, type NotificationPolicy, type NotificationType } from '../notifications.js';
import { PAGE_MAX, idList, strictObject, text } from '../schema/primitives.js';
import { noQuery, nullable, pageSchema } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Notifications (issue 20; spec 3 Notification, 7 G notifications, U notifications/mark-read, push
 * token registered with the provider). Every call acts on the token's owner only. Rows are also
 * streamed live (topic `notification` of G live/events, payload NotificationView) and, when
 * Firebase is configured, pushed with `data.notificationId` so a page shows one toast per row.
 * docs/decisions.md "Notifications".
 */

const tags = ['notifications'] as const;
const web = API_PREFIX.web;

const typeSchema = Type.Unsafe<NotificationType>(Type.Union(NOTIFICATION_TYPES.map((t) => Type.Literal(t))));

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: typeSchema,
  /** In the request's language (the row keeps both). */
  title: Type.String(),
  body: Type.String(),
  /** The page it opens, without a language prefix (e.g. /payment/12), or null. */
  route: nullable(Type.String()),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type NotificationView = Static<typeof NotificationSchema>;

export const NotificationPageSchema = Type.Intersect([pageSchema(NotificationSchema), Type.Object({ unread: Type.Integer() })]);
export type NotificationPage = Static<typeof NotificationPageSchema>;

export const UnreadSchema = Type.Object({ unread: Type.Integer() });
export type Unread = Static<typeof UnreadSchema>;

const channels = Type.Object(Object.fromEntries(POLICY_CHANNELS.map((c) => [c, Type.Boolean()])) as Record<(typeof POLICY_CHANNELS)[number], ReturnType<typeof Type.Boolean>>);
/** Per kind: may it push, may it e-mail. Answers name every kind. */
export const NotificationPolicySchema = Type.Unsafe<NotificationPolicy>(Type.Object(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, channels]))));
/** A change names only the kinds and channels it changes. */
const PolicyChangeSchema = strictObject(
  Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, Type.Optional(strictObject(Object.fromEntries(POLICY_CHANNELS.map((c) => [c, Type.Optional(Type.Boolean())]))))])),
);

/** The web configuration the Firebase SDK needs (public values), or null when push is off. */
export const PushConfigSchema = Type.Object({
  enabled: Type.Boolean(),
  firebase: nullable(
    Type.Object({ apiKey: Type.String(), authDomain: Type.String(), projectId: Type.String(), messagingSenderId: Type.String(), appId: Type.String(), vapidKey: Type.String() }),
  ),
});
export type PushConfig = Static<typeof PushConfigSchema>;

/** An FCM registration token: opaque, URL-safe, about 160-200 characters. */
const pushToken = () => text(4096, 1, { pattern: '^[A-Za-z0-9_:\\-]+$' });

export const PushTokenSchema = Type.Object({
  /** When the client should fetch and send a fresh token (spec 9: after 7 days). */
  refreshAfter: Type.String(),
});

export const notifications = {
  list: endpoint({
    method: 'GET',
    path: `${web}/notifications`,
    auth: 'authenticated',
    tags,
    summary: 'The student’s notifications, newest first, with the unread count; `type` keeps one kind',
    query: strictObject({
      type: Type.Optional(typeSchema),
      page: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.defaultList }),
    }),
    result: NotificationPageSchema,
  }),
  unread: endpoint({
    method: 'GET',
    path: `${web}/notifications/unread-count`,
    auth: 'authenticated',
    tags,
    summary: 'How many of the student’s notifications are unread (the header bell)',
    query: noQuery,
    result: UnreadSchema,
  }),
  markRead: endpoint({
    method: 'PUT',
    path: `${web}/notifications/mark-read`,
    auth: 'authenticated',
    tags,
    summary: 'Marks the student’s notifications read: `ids` (up to 100; others’ ids are ignored) or `all: true`; answers the unread count',
    body: strictObject({ ids: Type.Optional(idList(100)), all: Type.Optional(Type.Literal(true)) }),
    result: UnreadSchema,
  }),
  policy: endpoint({
    method: 'GET',
    path: `${web}/notifications/policy`,
    auth: 'authenticated',
    tags,
    summary: 'Which kinds may push and e-mail (the notification_policy cookie mirrors it)',
    query: noQuery,
    result: NotificationPolicySchema,
  }),
  setPolicy: endpoint({
    method: 'PUT',
    path: `${web}/notifications/policy`,
    auth: 'authenticated',
    tags,
    summary: 'Changes the kinds and channels named; answers the whole policy',
    body: PolicyChangeSchema,
    result: NotificationPolicySchema,
  }),
  pushConfig: endpoint({
    method: 'GET',
    path: `${web}/notifications/push-config`,
    auth: 'both',
    tags,
    summary: 'Whether web push is on, and the Firebase web configuration when it is',
    query: noQuery,
    result: PushConfigSchema,
  }),
  registerPushToken: endpoint({
    method: 'PUT',
    path: `${web}/notifications/push-token`,
    auth: 'authenticated',
    tags,
    summary: 'Registers this device’s push token for the student (again after 7 days); 409 when push is off',
    body: strictObject({ token: pushToken(), platform: Type.Union([Type.Literal('web'), Type.Literal('desktop')]) }),
    result: PushTokenSchema,
  }),
  removePushToken: endpoint({
    // POST with a body, not DELETE with a query: a token must not sit in URLs and access logs.
    method: 'POST',
    path: `${web}/notifications/push-token/remove`,
    auth: 'authenticated',
    tags,
    summary: 'Forgets a push token of the student’s (at sign-out or when permission is withdrawn)',
    body: strictObject({ token: pushToken() }),
    result: Type.Object({ removed: Type.Boolean() }),
  }),
};
