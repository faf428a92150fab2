/**
 * The event chat feature's public surface: the special event's live chat panel (issue 21), in
 * its own chunk, mounted by the event page; it shows nothing for events without chat.
 */
import { lazy } from 'react';

export const EventChatPanel = lazy(() => import('./EventChatPanel'));
