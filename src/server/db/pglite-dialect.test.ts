import { describe, expect, it } from 'vitest';
import { hasSeveralStatements } from './pglite-dialect.js';

describe('hasSeveralStatements (PGlite runs scripts through exec, single statements through query)', () => {
  it('sees a second statement after a semicolon', () => {
    expect(hasSeveralStatements('create table a (x int); create table b (y int);')).toBe(true);
    expect(hasSeveralStatements('select 1;\n  -- note\n select 2')).toBe(true);
  });
  it('ignores a trailing semicolon, comments and semicolons inside quotes', () => {
    expect(hasSeveralStatements('select 1;')).toBe(false);
    expect(hasSeveralStatements('select 1; -- done\n')).toBe(false);
    expect(hasSeveralStatements('select \'a;b\', "odd;name" from t')).toBe(false);
    expect(hasSeveralStatements("select 'it''s; fine'")).toBe(false);
    expect(hasSeveralStatements('select 1 /* a; b */')).toBe(false);
    expect(hasSeveralStatements('do $$ begin perform 1; perform 2; end $$')).toBe(false);
    expect(hasSeveralStatements('do $fn$ begin perform 1; end $fn$; select 1')).toBe(true);
  });
});
