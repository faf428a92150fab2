/**
 * The sessions feature's public surface for other features: the enrolled visitor's session box
 * of the webinar and event pages, loaded with its own chunk (the QR code and the feedback form
 * come with it only when a visitor is enrolled).
 */
import { lazy } from 'react';

export const SessionPanel = lazy(() => import('./SessionPanel'));
/** The countdown text ("2 days 03:04:05"), shared with the bootcamp lecture's session timeline. */
export { countdownText } from './useServerNow';
export { sessionsOf } from './store';
