import { describe, expect, it } from 'vitest';
import { extractFromMarked, highlightSegments, MARK_START as S, MARK_STOP as E, questionTerms } from './assistant';

describe('questionTerms', () => {
  it('keeps the meaningful words of a question in Indonesian and English', () => {
    expect(questionTerms('Apa bedanya VLOOKUP dan XLOOKUP?')).toEqual(['VLOOKUP', 'XLOOKUP']);
    expect(questionTerms('What is the difference between VLOOKUP and XLOOKUP?')).toEqual(['VLOOKUP', 'XLOOKUP']);
    expect(questionTerms('Difference between VLOOKUP and XLOOKUP?')).toEqual(['VLOOKUP', 'XLOOKUP']);
    expect(questionTerms('Apa perbedaan antara rumus VLOOKUP dengan INDEX-MATCH?')).toEqual(['rumus', 'VLOOKUP', 'INDEX', 'MATCH']);
  });

  it('keeps each word once, case ignored, and leaves nothing of a question of stop words only', () => {
    expect(questionTerms('PivotTable pivottable PIVOTTABLE 2021')).toEqual(['PivotTable', '2021']);
    expect(questionTerms('Apa itu? What is it?')).toEqual([]);
  });
});

describe('extractFromMarked', () => {
  it('turns the markers into ranges on the words and adds … where the line is cut', () => {
    const full = 'Pengantar. VLOOKUP mencari di kolom kiri, XLOOKUP ke dua arah. Penutup panjang.';
    const { extract, marks } = extractFromMarked(`${S}VLOOKUP${E} mencari di kolom kiri, ${S}XLOOKUP${E} ke dua arah.`, full);
    expect(extract).toBe('… VLOOKUP mencari di kolom kiri, XLOOKUP ke dua arah. …');
    expect(marks.map((m) => extract.slice(m.start, m.end))).toEqual(['VLOOKUP', 'XLOOKUP']);
  });

  it('adds no … to a whole passage and collapses its line breaks', () => {
    const { extract, marks } = extractFromMarked(`Cara kerja\n${S}XLOOKUP${E}`, 'Cara kerja\nXLOOKUP');
    expect(extract).toBe('Cara kerja XLOOKUP');
    expect(marks).toEqual([{ start: 11, end: 18 }]);
    // The text's last full stop, left out of the fragment, does not make it a cut.
    expect(extractFromMarked(`dipakai: ${S}VLOOKUP${E} dan XLOOKUP`, 'Dua rumus yang dipakai: VLOOKUP dan XLOOKUP.').extract).toBe('… dipakai: VLOOKUP dan XLOOKUP');
  });
});

describe('highlightSegments', () => {
  it('puts the text back together exactly, marks clipped and overlaps dropped', () => {
    const text = 'rumus VLOOKUP';
    const parts = highlightSegments(text, [
      { start: 6, end: 40 },
      { start: 0, end: 0 },
      { start: 8, end: 10 },
    ]);
    expect(parts).toEqual([
      { text: 'rumus ', marked: false },
      { text: 'VLOOKUP', marked: true },
    ]);
    expect(highlightSegments('', [])).toEqual([{ text: '', marked: false }]);
  });
});
