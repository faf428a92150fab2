/** E-mail addresses and phone numbers as accounts and one-time codes use them. */

// The address rules are shared with the renderer's forms: one copy, in src/common/validation.ts.
import { maskPhone } from '../../../common/masking.js';
import { normalizeEmail, normalizePhone, parseEmailOrPhone, type Target } from '../../../common/validation.js';
export { normalizeEmail, normalizePhone, parseEmailOrPhone, type Target };

/** d***o@belajar.local, +62812****6789 (the shared maskPhone): enough to recognise, not enough to learn the address. */
export function maskTarget(target: Target): string {
  if (target.channel === 'email') {
    const [local = '', domain = ''] = target.value.split('@');
    const shown = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}`;
    return `${shown}@${domain}`;
  }
  return maskPhone(target.value);
}
