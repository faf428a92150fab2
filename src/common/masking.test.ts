import { describe, expect, it } from 'vitest';
import { maskName } from './masking.js';

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
