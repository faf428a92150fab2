/**
 * The features the shell and the shared components show, loaded when they are needed: the one
 * place they reach a feature (neither imports one: .dependency-cruiser.cjs, docs/architecture.md).
 * The signed-in student's header parts (the cart count, the bell with its watch) and the account
 * menu's mentor link come with their own chunks once a student is signed in, so a guest's first
 * load carries no cart, notifications, live-stream, push or mentor code; a product card's preview
 * dialog comes with its chunk when its ▶ is pressed.
 */
import { lazy } from 'react';
import { withMessages } from './i18n/pageMessages';

export const HeaderCart = lazy(() => import('./features/cart/HeaderCart'));
export const HeaderBell = lazy(() => import('./features/notifications/HeaderBell'));
/** The mentor store's accessor (the account menu asks once per sign-in whether to show the link). */
export const loadMentorOf = () => import('./features/mentor/store').then((m) => m.mentorOf);
/**
 * The course preview dialog of the ▶ on a product card's cover (components/CardPreviewButton.tsx),
 * with the lecture messages it shows: its own chunk, loaded on the first press, so a list page's
 * first load carries only the button.
 */
export const loadCoursePreviewDialog = () => withMessages(() => import('./features/lecture').then((m) => m.loadPreviewDialog()), ['lecture']);
