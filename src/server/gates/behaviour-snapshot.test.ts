import { describe, expect, it } from 'vitest';
import { compareSnapshots, formatDifference, normalise, normaliseCommerce, operationsOf, recordedHeaders, type BehaviourSnapshot } from './behaviour-snapshot.js';

/** The comparison the refactor proof rests on: it must see a lost field, a changed status, a lost operation. */

const doc = (extra: Record<string, unknown> = {}) => ({
  openapi: '3.0.3',
  paths: {
    '/web/v2/courses/{url}': { get: { responses: { 200: { properties: { title: { type: 'string' }, rating: { type: 'number' } } } } } },
    '/web/v2/auth/logout': { post: { responses: { 200: {} } } },
    ...extra,
  },
});

function snapshot(over: Partial<BehaviourSnapshot> = {}): BehaviourSnapshot {
  const openapi = over.openapi ?? doc();
  return {
    format: 'behaviour-snapshot/1',
    database: 'pglite',
    operations: operationsOf(openapi),
    uncovered: [],
    openapi,
    answers: {
      'GET /web/v2/courses/a [guest/id]': {
        status: 200,
        contentType: 'application/json; charset=utf-8',
        cacheControl: null,
        body: { result: { title: 'A', detail: { counts: { reviews: 3 } } } },
      },
    },
    ...over,
  };
}

describe('recordedHeaders', () => {
  it('keeps every header a client sees, and only the presence of those that vary between runs', () => {
    const recorded = recordedHeaders({
      'Content-Type': 'application/json',
      'x-frame-options': 'SAMEORIGIN',
      date: 'Fri, 27 Nov 2026 20:00:00 GMT',
      'content-length': '42',
      'set-cookie': ['auth=abc.def; Path=/; Expires=Tue, 01 Dec 2026 20:00:00 GMT; SameSite=Lax'],
      vary: 'Origin, Accept-Encoding',
    });
    expect(recorded).toEqual({
      'content-length': '<varies>',
      date: '<varies>',
      'set-cookie': 'auth=<value>; Path=/; Expires=<time>; SameSite=Lax',
      vary: 'Origin, Accept-Encoding',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('a header lost by a refactor is a difference', () => {
    const answer = (headers: Record<string, string>) => ({ status: 200, contentType: null, cacheControl: null, headers, body: null });
    const before = snapshot({ answers: { 'GET /x [guest/id]': answer({ 'x-frame-options': 'SAMEORIGIN', vary: 'Origin' }) } });
    const after = snapshot({ answers: { 'GET /x [guest/id]': answer({ vary: 'Origin' }) } });
    expect(compareSnapshots(before, after).map(formatDifference)).toContain('GET /x [guest/id] :: headers.x-frame-options: lost (was "SAMEORIGIN")');
  });
});

describe('compareSnapshots', () => {
  it('finds nothing between equal recordings', () => {
    expect(compareSnapshots(snapshot(), snapshot())).toEqual([]);
  });

  it('reports a response field lost, a status changed and a schema keyword lost', () => {
    const after = snapshot({
      openapi: { ...doc(), paths: { ...doc().paths, '/web/v2/courses/{url}': { get: { responses: { 200: { properties: { title: { type: 'string' } } } } } } } },
      answers: {
        'GET /web/v2/courses/a [guest/id]': { status: 404, contentType: 'application/json; charset=utf-8', cacheControl: null, body: { result: { title: 'A', detail: {} } } },
      },
    });
    const lines = compareSnapshots(snapshot(), after).map(formatDifference);
    expect(lines).toContain('GET /web/v2/courses/a [guest/id] :: status: changed 200 → 404');
    expect(lines).toContain('GET /web/v2/courses/a [guest/id] :: body.result.detail.counts: lost (was {"reviews":3})');
    expect(lines).toContain('openapi :: paths./web/v2/courses/{url}.get.responses.200.properties.rating: lost (was {"type":"number"})');
  });

  it('reports an operation lost, and marks the excluded routes (auth, students) as expected', () => {
    const without = doc();
    delete (without.paths as Record<string, unknown>)['/web/v2/auth/logout'];
    const diffs = compareSnapshots(snapshot(), snapshot({ openapi: without, operations: operationsOf(without) }));
    expect(diffs.length).toBeGreaterThan(0);
    expect(diffs.every((d) => d.expected)).toBe(true);
    expect(diffs.map(formatDifference)).toContain('operations :: POST /web/v2/auth/logout: lost (was "(operation)")');

    const gone = doc();
    delete (gone.paths as Record<string, unknown>)['/web/v2/courses/{url}'];
    const real = compareSnapshots(snapshot(), snapshot({ openapi: gone, operations: operationsOf(gone) })).filter((d) => !d.expected);
    expect(real.map(formatDifference)).toContain('operations :: GET /web/v2/courses/{url}: lost (was "(operation)")');
  });

  it('reads the path of a commerce sequence key after its step (an excluded route stays expected)', () => {
    const answer = { status: 200, contentType: null, cacheControl: null, body: {} };
    const diffs = compareSnapshots(
      snapshot({ answers: { 'SEQ 01 POST /web/v2/auth/logout [student/id]': answer, 'SEQ 04 GET /web/v2/orders/1 [student/id]': answer } }),
      snapshot({ answers: {} }),
    );
    expect(diffs.map((d) => [d.where, d.expected])).toEqual([
      ['SEQ 01 POST /web/v2/auth/logout [student/id]', true],
      ['SEQ 04 GET /web/v2/orders/1 [student/id]', false],
    ]);
  });

  it('reports an answer that is no longer recorded', () => {
    const diffs = compareSnapshots(snapshot(), snapshot({ answers: {} }));
    expect(diffs.map(formatDifference)).toEqual(['GET /web/v2/courses/a [guest/id]: lost (was "(answer)")']);
  });
});

describe('normalise', () => {
  it('replaces timestamps (also inside text) and the search resultId, and keeps everything else', () => {
    expect(normalise({ createdAt: '2026-11-23T12:41:00.123Z', xml: '<lastmod>2026-11-23T12:41:00Z</lastmod>', resultId: 'a1b2', birthDate: '2003-08-17', n: 4, list: [null, 'x'] })).toEqual({
      createdAt: '<time>',
      xml: '<lastmod><time></lastmod>',
      resultId: '<resultId>',
      birthDate: '2003-08-17',
      n: 4,
      list: [null, 'x'],
    });
  });
});

describe('normaliseCommerce', () => {
  it('replaces what the gateway draws at random, by key, whole', () => {
    expect(
      normaliseCommerce({
        payment: { id: 7, amount: 119520, vaNumber: '812781234567890', billKey: '123456789012', paymentCode: '12345678901234', qrString: '00020101021226...6304ABCD', bank: 'bca' },
        transactionId: 'f1e2d3c4',
        token: 'eyJhbGciOi',
        none: { vaNumber: null },
      }),
    ).toEqual({
      payment: { id: 7, amount: 119520, vaNumber: '<vaNumber>', billKey: '<billKey>', paymentCode: '<paymentCode>', qrString: '<qrString>', bank: 'bca' },
      transactionId: '<transactionId>',
      token: '<token>',
      none: { vaNumber: null },
    });
  });

  it('replaces the transaction id inside the links a charge hands out, and only there', () => {
    const uuid = '0b6f6b1e-3c2a-4d5e-9f80-1a2b3c4d5e6f';
    expect(
      normaliseCommerce({
        qrCodeUrl: `http://localhost:80/sandbox-gateway/v2/qris/${uuid}/qr-code`,
        deeplinkUrl: `http://localhost:80/sandbox-gateway/v2/gopay/${uuid}/deeplink`,
        redirectUrl: `http://localhost:80/sandbox-gateway/simulator?t=${uuid}`,
        other: uuid,
      }),
    ).toEqual({
      qrCodeUrl: 'http://localhost:80/sandbox-gateway/v2/qris/<uuid>/qr-code',
      deeplinkUrl: 'http://localhost:80/sandbox-gateway/v2/gopay/<uuid>/deeplink',
      redirectUrl: 'http://localhost:80/sandbox-gateway/simulator?t=<uuid>',
      other: uuid,
    });
  });

  it("replaces a gateway order id's random part, keeping the order id", () => {
    expect(normaliseCommerce({ deeplinkUrl: 'http://x/simulator?order_id=ORD-12-9fa3c01b', note: 'ORD-12-9fa3c01b paid' })).toEqual({
      deeplinkUrl: 'http://x/simulator?order_id=ORD-12-<random>',
      note: 'ORD-12-<random> paid',
    });
  });

  it("replaces an invoice number's date, in the number and in the file name", () => {
    expect(normaliseCommerce(['INV/20261126/000001', 'attachment; filename="invoice-INV-20261126-000001.pdf"', 'INV/2026112/1'])).toEqual([
      'INV/<date>/000001',
      'attachment; filename="invoice-INV-<date>-000001.pdf"',
      'INV/2026112/1',
    ]);
  });

  it('replaces dates written out in both languages, and keeps amounts and other numbers', () => {
    expect(
      normaliseCommerce({
        pdfText: 'Tanggal: 26 November 2026 07.30 WIB Total: Rp 119.520 Dibayar pada: 6 Mei 2026 00.05 WIB',
        message: 'Voucher "LAMA2023" expired on 27 October 2026 05:32 WIB.',
      }),
    ).toEqual({
      pdfText: 'Tanggal: <time> Total: Rp 119.520 Dibayar pada: <time>',
      message: 'Voucher "LAMA2023" expired on <time>.',
    });
  });
});
