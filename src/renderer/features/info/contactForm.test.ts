import { describe, expect, it } from 'vitest';
import { contactBody, validateContact, EMPTY_CONTACT } from './contactForm';

const ok = { name: 'Budi Santoso', email: 'budi@example.com', phone: '', subject: 'Pertanyaan kelas', message: 'Apakah kelas ini bersertifikat?' };

describe('contact form rules', () => {
  it('accepts a valid message, with or without a phone', () => {
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, phone: '+62 812-3456-7890' })).toEqual({});
  });

  it('reports required, short, long, e-mail and phone problems like the server', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      subject: { code: 'required' },
      message: { code: 'required' },
    });
    const errors = validateContact({ name: ' B ', email: 'budi@', phone: 'abc', subject: 'Hi', message: 'x'.repeat(5001) });
    expect(errors).toEqual({
      name: { code: 'tooShort', limit: 2 },
      email: { code: 'email' },
      phone: { code: 'phone' },
      subject: { code: 'tooShort', limit: 3 },
      message: { code: 'tooLong', limit: 5000 },
    });
  });

  it('builds a trimmed body without an empty phone', () => {
    expect(contactBody({ ...ok, name: '  Budi Santoso ' })).toEqual({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      subject: 'Pertanyaan kelas',
      message: 'Apakah kelas ini bersertifikat?',
    });
    expect(contactBody({ ...ok, phone: ' 0812345678 ' }).phone).toBe('0812345678');
  });
});
