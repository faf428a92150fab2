import { describe, expect, it } from 'vitest';
import { badgeText, completePolicy, defaultPolicy, policyCookieValue, policyFromCookie } from './notifications.js';

describe('notification rules', () => {
  it('badge: empty at 0, the count to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });

  it('a stored policy keeps what it names and allows the kinds it does not', () => {
    const p = completePolicy({ points_earned: { push: false }, unknown_kind: { push: false } });
    expect(p.points_earned).toEqual({ push: false, email: true });
    expect(p.payment_paid).toEqual({ push: true, email: true });
    expect(Object.keys(p)).toEqual(Object.keys(defaultPolicy()));
  });

  it('the notification_policy cookie round-trips the switches that are off', () => {
    const p = defaultPolicy();
    p.comment_reply.push = false;
    p.points_earned.email = false;
    const cookie = policyCookieValue(p);
    expect(cookie).toBe('push:comment_reply|email:points_earned');
    expect(policyFromCookie(cookie)).toEqual(p);
    expect(policyFromCookie('garbage|push:nope')).toEqual(defaultPolicy());
  });
});
