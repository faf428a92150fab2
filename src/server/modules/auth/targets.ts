/** E-mail addresses and phone numbers as accounts and one-time codes use them. */

export type Target = { channel: 'email'; value: string } | { channel: 'sms'; value: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Trimmed and lower-cased, or null when it is not an e-mail address. */
export function normalizeEmail(input: string): string | null {
  const value = input.trim().toLowerCase();
  return value.length <= 254 && EMAIL.test(value) ? value : null;
}

/**
 * E.164. Indonesian numbers may be written 08…, 628… or +628…; spaces, dashes, dots and brackets
 * are ignored. Other countries need the leading +. null when it is not a phone number.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s\-.()]/g, '');
  if (/^0\d+$/.test(digits)) digits = `+62${digits.slice(1)}`;
  else if (/^62\d+$/.test(digits)) digits = `+${digits}`;
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith('+62') && !/^\+628\d{7,11}$/.test(digits)) return null;
  return digits;
}

export function parseEmailOrPhone(input: string): Target | null {
  if (input.includes('@')) {
    const email = normalizeEmail(input);
    return email ? { channel: 'email', value: email } : null;
  }
  const phone = normalizePhone(input);
  return phone ? { channel: 'sms', value: phone } : null;
}

/** d***o@belajar.local, +62812****789: enough to recognise, not enough to learn the address. */
export function maskTarget(target: Target): string {
  if (target.channel === 'email') {
    const [local, domain] = target.value.split('@');
    const shown = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}`;
    return `${shown}@${domain}`;
  }
  const v = target.value;
  return `${v.slice(0, 6)}${'*'.repeat(Math.max(0, v.length - 9))}${v.slice(-3)}`;
}
