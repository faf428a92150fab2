import { describe, expect, it } from 'vitest';
import { maskName, maskPhone } from './masking.js';

describe('maskName — keep the first letter of the first word and the last letter of the last word, star the rest', () => {
  it('two words', () => {
    expect(maskName('Budi Santoso')).toBe('B*** ******o');
  });
  it('three words keep the spaces', () => {
    expect(maskName('Siti Nur Aisyah')).toBe('S*** *** *****h');
  });
  it('single word', () => {
    expect(maskName('Budi')).toBe('B**i');
  });
  it('single letter is kept', () => {
    expect(maskName('A')).toBe('A');
  });
  it('two letters are both kept', () => {
    expect(maskName('Al')).toBe('Al');
  });
  it('three letters star the middle', () => {
    expect(maskName('Ani')).toBe('A*i');
  });
  it('two one-letter words', () => {
    expect(maskName('A B')).toBe('A B');
  });
  it('extra whitespace is trimmed and collapsed', () => {
    expect(maskName('  Budi   Santoso \t')).toBe('B*** ******o');
    expect(maskName('Budi\n\nSantoso')).toBe('B*** ******o');
  });
  it('empty and blank give ""', () => {
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
  });
  it('punctuation inside is starred', () => {
    expect(maskName("Jean-Luc O'Neil")).toBe('J******* *****l');
  });
  it('counts by code point', () => {
    expect(maskName('Élodie Zoë')).toBe('É***** **ë');
    expect(maskName('😀abc😀')).toBe('😀***😀');
  });
});

describe('maskPhone — keep the prefix with the operator and the last four digits, star the rest', () => {
  it('a national GoPay number', () => {
    expect(maskPhone('081234567890')).toBe('0812****7890');
  });
  it('the +62 form keeps +62 and the operator', () => {
    expect(maskPhone('+6281234567890')).toBe('+62812****7890');
    expect(maskPhone('6281234567890')).toBe('62812****7890');
  });
  it('separators are dropped before masking', () => {
    expect(maskPhone('0812-3456-7890')).toBe('0812****7890');
    expect(maskPhone(' +62 812 3456 7890 ')).toBe('+62812****7890');
  });
  it('a number of another country keeps + and four digits', () => {
    expect(maskPhone('+14155552671')).toBe('+1415***2671');
  });
  it('the stars grow with the number, the ends do not', () => {
    expect(maskPhone('0812345678901')).toBe('0812*****8901');
    expect(maskPhone('08123456789')).toBe('0812***6789');
  });
  it('a short number keeps only its last two digits', () => {
    expect(maskPhone('0812345678')).toBe('********78');
    expect(maskPhone('12345')).toBe('***45');
    expect(maskPhone('12')).toBe('12');
  });
  it('never shows the middle of a real number', () => {
    const masked = maskPhone('081298765432');
    expect(masked).not.toContain('9876');
    expect(masked).toHaveLength(12);
  });
  it('empty gives ""', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('  ')).toBe('');
  });
});
