/**
 * Client-side checks of the contact form, the same rules as P info/contacts: name 2–100,
 * e-mail (≤ 254), optional phone (+ and digits, 6–20), subject 3–150, message 10–5000 — lengths
 * counted without surrounding spaces.
 */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactErrorCode = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone';
export type ContactErrors = Partial<Record<keyof ContactFields, { code: ContactErrorCode; limit?: number }>>;

export const CONTACT_LIMITS = {
  name: [2, 100],
  subject: [3, 150],
  message: [10, 5000],
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', phone: '', subject: '', message: '' };

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of ['name', 'subject', 'message'] as const) {
    const value = fields[key].trim();
    const [min, max] = CONTACT_LIMITS[key];
    if (!value) errors[key] = { code: 'required' };
    else if (value.length < min) errors[key] = { code: 'tooShort', limit: min };
    else if (value.length > max) errors[key] = { code: 'tooLong', limit: max };
  }
  const email = fields.email.trim();
  if (!email) errors.email = { code: 'required' };
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = { code: 'email' };
  const phone = fields.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = { code: 'phone' };
  return errors;
}

/** The body of P info/contacts (trimmed; no phone when empty). */
export function contactBody(fields: ContactFields): { name: string; email: string; phone?: string; subject: string; message: string } {
  const phone = fields.phone.trim();
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    ...(phone ? { phone } : {}),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  };
}
