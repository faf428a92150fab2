import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HighlightedText } from './HighlightedText';

describe('HighlightedText', () => {
  it('marks the question’s words at the offsets the server sent', () => {
    const text = 'VLOOKUP hanya ke kanan; XLOOKUP ke dua arah.';
    const html = renderToStaticMarkup(
      <HighlightedText
        text={text}
        marks={[
          { start: 0, end: 7 },
          { start: 24, end: 31 },
        ]}
      />,
    );
    expect(html).toBe('<span><mark>VLOOKUP</mark> hanya ke kanan; <mark>XLOOKUP</mark> ke dua arah.</span>');
  });

  it('shows HTML in a passage as text, never as markup', () => {
    const text = '<img src=x onerror=alert(1)> pakai <b>XLOOKUP</b>';
    const start = text.indexOf('XLOOKUP');
    const html = renderToStaticMarkup(<HighlightedText text={text} marks={[{ start, end: start + 7 }]} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;<mark>XLOOKUP</mark>&lt;/b&gt;');
  });

  it('draws the text whole when the marks are out of range or overlap', () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        text="rumus lookup"
        marks={[
          { start: 6, end: 99 },
          { start: 7, end: 9 },
          { start: -5, end: 0 },
        ]}
      />,
    );
    expect(html).toBe('<span>rumus <mark>lookup</mark></span>');
  });
});
