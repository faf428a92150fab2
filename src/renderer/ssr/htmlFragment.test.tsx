import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FragmentDomParser } from './htmlFragment';
import { splitFaq, SafeHtml } from '../features/info/SafeHtml';

// What SafeHtml renders on the server (through this parser) is what it renders in the browser
// (through DOMParser): the information pages' markup, so hydration matches.
const render = (html: string) => {
  Object.assign(globalThis, { DOMParser: FragmentDomParser });
  try {
    const router = createMemoryRouter([{ path: '/', element: <SafeHtml html={html} /> }]);
    return renderToStaticMarkup(<RouterProvider router={router} />);
  } finally {
    Reflect.deleteProperty(globalThis, 'DOMParser');
  }
};

describe('the server render parses information pages as the browser does', () => {
  it('keeps headings with ids, lists with their whitespace, links and entities (SafeHtml drops whitespace between top-level blocks)', () => {
    const html =
      '<h2>About &amp; us</h2>\n<p>One <strong>two</strong></p><h3 id="benefit">Why</h3><ul>\n  <li>A</li>\n  <li>B <a href="/courses">courses</a></li>\n</ul><p>Mail <a href="mailto:a@b.c">us</a><br>&#8212;&nbsp;end</p>';
    expect(render(html)).toBe(
      '<div><h2>About &amp; us</h2><p>One <strong>two</strong></p><h3 id="benefit">Why</h3><ul>\n  <li>A</li>\n  <li>B <a href="/courses" data-discover="true">courses</a></li>\n</ul><p>Mail <a href="mailto:a@b.c">us</a><br/>\u2014\u00a0end</p></div>',
    );
  });

  it('drops scripts and their content, and unknown tags keep only their text', () => {
    expect(render('<p>a<script>alert("</p>")</script><iframe src="x"></iframe><marquee>b</marquee></p>')).toBe('<div><p>ab</p></div>');
  });

  it('splits an FAQ into questions and answers', () => {
    Object.assign(globalThis, { DOMParser: FragmentDomParser });
    try {
      const { intro, items } = splitFaq('<h2>FAQ</h2><h3>Q1?</h3><p>A1</p><h3>Q2?</h3><p>A2</p><p>more</p>');
      expect(intro.map((e) => e.textContent)).toEqual(['FAQ']);
      expect(items.map((i) => [i.question, i.answer.map((a) => a.textContent)])).toEqual([
        ['Q1?', ['A1']],
        ['Q2?', ['A2', 'more']],
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'DOMParser');
    }
  });
});
