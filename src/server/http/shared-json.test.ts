import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeShared, sharedJson } from './shared-json.js';

describe('answers with shared parts', () => {
  it('serialise as JSON.stringify does, whichever of their parts are shared', () => {
    const value = fc.letrec((tie) => ({
      json: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.double(),
        fc.string(),
        fc.constant(undefined),
        fc.date({ noInvalidDate: true }),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('json'), { maxLength: 4 }),
      object: fc.tuple(fc.dictionary(fc.string(), tie('json'), { maxKeys: 4 }), fc.boolean()).map(([o, shared]) => (shared ? sharedJson(o) : o)),
    })).json;
    fc.assert(
      fc.property(value, (v) => {
        expect(serializeShared(v)).toBe(JSON.stringify(v) ?? 'null');
      }),
    );
  });

  it('a shared part is serialised once: its JSON is the one made when it was marked', () => {
    const item = sharedJson({ contentId: 1, title: 'Excel' });
    // Shared parts are never mutated; were one changed, answers would keep its first form.
    (item as { title: string }).title = 'changed';
    expect(serializeShared({ statusCode: 200, result: { items: [item], keyword: 'excel' } })).toBe(
      '{"statusCode":200,"result":{"items":[{"contentId":1,"title":"Excel"}],"keyword":"excel"}}',
    );
  });
});
