/**
 * The features the shell shows, loaded when they are needed: the one place the shell reaches a
 * feature (the shell never imports one: .dependency-cruiser.cjs). The signed-in student's header
 * parts (the cart count, the bell with its watch) and the account menu's mentor link come with
 * their own chunks once a student is signed in, so a guest's first load carries no cart,
 * notifications, live-stream, push or mentor code.
 */
import { lazy } from 'react';

export const HeaderCart = lazy(() => import('./features/cart/HeaderCart'));
export const HeaderBell = lazy(() => import('./features/notifications/HeaderBell'));
/** The mentor store's accessor (the account menu asks once per sign-in whether to show the link). */
export const loadMentorOf = () => import('./features/mentor/store').then((m) => m.mentorOf);
