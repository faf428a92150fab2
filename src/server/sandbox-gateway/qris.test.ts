import { describe, expect, it } from 'vitest';
import { crc16, emvField, parseEmv, qrisString } from './qris.js';

describe('QRIS payloads', () => {
  it('checks with CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds a dynamic QRIS of the amount, ending with the CRC of everything before it', () => {
    const qr = qrisString({ amount: 150000, reference: 'ORDER-12345', acquirer: 'gopay', merchantId: 'G000000000', serial: '42' });
    const fields = parseEmv(qr)!;
    expect([...fields.keys()]).toEqual(['00', '01', '26', '51', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe('150000');
    expect(parseEmv(fields.get('26')!)!.get('00')).toBe('COM.GO-JEK.WWW');
    expect(fields.get('63')).toBe(crc16(qr.slice(0, -4)));
    expect(parseEmv(`${qr.slice(0, -4)}0000`)!.get('63')).not.toBe(crc16(qr.slice(0, -4)));
  });

  it('refuses fields longer than 99 characters and payloads that do not parse', () => {
    expect(() => emvField('59', 'x'.repeat(100))).toThrow(RangeError);
    expect(parseEmv('0002')).toBeNull();
    expect(parseEmv('ab01x')).toBeNull();
  });
});
