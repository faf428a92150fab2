import { describe, expect, it } from 'vitest';
import { parseEmailOrPhone } from '../../../common/validation';
import { validatePasswordSignIn } from './signInForm';

describe('sign-in password form rules', () => {
  it('accepts an e-mail address or a phone number in any notation sign-up accepts', () => {
    for (const email of ['dewi@example.com', '081234567890', '6281234567890', '+6281234567890', '0812-3456-7890', '+44 20 7946 0958']) {
      expect(validatePasswordSignIn({ email, password: 'x' }), email).toEqual({ email: null, password: null });
      // What the form lets through, the server reads as an address (the same shared rule).
      expect(parseEmailOrPhone(email), email).not.toBeNull();
    }
    // The three Indonesian notations are one number.
    expect(new Set(['081234567890', '6281234567890', '+6281234567890'].map((v) => parseEmailOrPhone(v)?.value))).toEqual(new Set(['+6281234567890']));
  });

  it('says what is wrong: empty, not an address, a bad e-mail, a bad number, a missing or too long password', () => {
    expect(validatePasswordSignIn({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validatePasswordSignIn({ email: 'dewi', password: 'x' }).email).toBe('emailOrPhone');
    expect(validatePasswordSignIn({ email: 'dewi@x', password: 'x' }).email).toBe('email');
    expect(validatePasswordSignIn({ email: '0812', password: 'x' }).email).toBe('phone');
    expect(validatePasswordSignIn({ email: '12345678', password: 'x' }).email).toBe('phone');
    expect(validatePasswordSignIn({ email: 'dewi@example.com', password: 'p'.repeat(129) }).password).toBe('passwordLong');
    for (const bad of ['dewi', 'dewi@x', '0812', '12345678']) expect(parseEmailOrPhone(bad), bad).toBeNull();
  });
});
