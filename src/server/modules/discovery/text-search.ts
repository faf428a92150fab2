/**
 * Reading PostgreSQL's text-search values in the server: the stored tsvectors of contents (what
 * the `indonesian` and `english` configurations made of a content's fields, with weights) and the
 * tsqueries `websearch_to_tsquery` makes of a keyword. PostgreSQL does the language work
 * (parsing, stop words, stemming); the in-process search index (search-index.ts) ranks and counts
 * with what these functions read.
 */

/** Weights of the fields in a content's vectors, in units of 0.02: A title 1, B category and instructor 0.4, C summary and description 0.1, D article body 0.02. */
export const FIELD_WEIGHTS = { A: 50, B: 20, C: 5, D: 1 } as const;

/**
 * The lexemes of a tsvector's text form (`'ajar':1A,7C 'data':2A`) with, for each, the sum of the
 * field weights of its occurrences (positions without a letter are D). This is the cover-density
 * rank (ts_rank_cd) a one-word query gives the vector, in units of 0.02.
 */
export function vectorWeights(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text[i] === ' ') i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`tsvector: expected a quote at ${i}`);
    const [lexeme, next] = readQuoted(text, i);
    i = next;
    let weight = 0;
    if (text[i] === ':') {
      i++;
      for (;;) {
        while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
        const letter = text[i];
        if (letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D') {
          weight += FIELD_WEIGHTS[letter];
          i++;
        } else {
          weight += FIELD_WEIGHTS.D;
        }
        if (text[i] === ',') i++;
        else break;
      }
    } else {
      weight = FIELD_WEIGHTS.D;
    }
    out.set(lexeme, (out.get(lexeme) ?? 0) + weight);
  }
  return out;
}

/**
 * The lexeme quoted at text[start] as PostgreSQL prints it (quotes doubled, backslashes escaped)
 * and the index after its closing quote.
 */
function readQuoted(text: string, start: number): [string, number] {
  let i = start + 1;
  let lexeme = '';
  for (;;) {
    if (i >= text.length) throw new Error('text search: unterminated lexeme');
    const ch = text[i];
    if (ch === "'") {
      if (text[i + 1] !== "'") return [lexeme, i + 1];
      lexeme += "'";
      i += 2;
    } else if (ch === '\\' && i + 1 < text.length) {
      lexeme += text[i + 1];
      i += 2;
    } else {
      lexeme += ch;
      i++;
    }
  }
}

/** A parsed tsquery. `phrase` is `<->` / `<N>` (followed by, N positions later). */
export type QueryNode =
  | { op: 'lexeme'; lexeme: string; prefix: boolean }
  | { op: 'not'; arg: QueryNode }
  | { op: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { op: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

type Token = { kind: 'lexeme'; lexeme: string; prefix: boolean } | { kind: 'op'; op: '!' | '&' | '|' | '(' | ')' } | { kind: 'phrase'; distance: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (ch === ' ') {
      i++;
    } else if (ch === "'") {
      const [lexeme, next] = readQuoted(text, i);
      i = next;
      // Optional ":*" (prefix) and weight letters.
      let prefix = false;
      if (text[i] === ':') {
        i++;
        while (i < n && /[*ABCDabcd]/.test(text.charAt(i))) {
          if (text[i] === '*') prefix = true;
          i++;
        }
      }
      tokens.push({ kind: 'lexeme', lexeme, prefix });
    } else if (ch === '<') {
      const end = text.indexOf('>', i);
      if (end < 0) throw new Error('tsquery: unterminated phrase operator');
      const inside = text.slice(i + 1, end);
      tokens.push({ kind: 'phrase', distance: inside === '-' ? 1 : Number(inside) });
      i = end + 1;
    } else if (ch === '!' || ch === '&' || ch === '|' || ch === '(' || ch === ')') {
      tokens.push({ kind: 'op', op: ch });
      i++;
    } else {
      throw new Error(`tsquery: unexpected "${ch}" at ${i}`);
    }
  }
  return tokens;
}

/**
 * Parses the text form of a tsquery (as PostgreSQL prints it: `'ajar' & !'excel'`, `'data' <->
 * 'scienc'`, `( 'a' | 'b' ) & 'c'`); null for the empty query (a keyword of stop words only).
 * Precedence as in PostgreSQL: ! then <-> then & then |.
 */
export function parseTsquery(text: string): QueryNode | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (op: string) => {
    const t = peek();
    return t?.kind === 'op' && t.op === op;
  };
  const primary = (): QueryNode => {
    const t = tokens[pos++];
    if (!t) throw new Error('tsquery: unexpected end');
    if (t.kind === 'lexeme') return { op: 'lexeme', lexeme: t.lexeme, prefix: t.prefix };
    if (t.kind === 'op' && t.op === '!') return { op: 'not', arg: primary() };
    if (t.kind === 'op' && t.op === '(') {
      const inner = or();
      if (!isOp(')')) throw new Error('tsquery: missing )');
      pos++;
      return inner;
    }
    throw new Error('tsquery: unexpected operator');
  };
  const phrase = (): QueryNode => {
    let left = primary();
    for (let t = peek(); t?.kind === 'phrase'; t = peek()) {
      pos++;
      left = { op: 'phrase', distance: t.distance, left, right: primary() };
    }
    return left;
  };
  /** Left-associative chain of one binary operator over operands read by `operand`. */
  const chain = (symbol: '&' | '|', op: 'and' | 'or', operand: () => QueryNode): QueryNode => {
    let left = operand();
    while (isOp(symbol)) {
      pos++;
      left = { op, left, right: operand() };
    }
    return left;
  };
  const and = () => chain('&', 'and', phrase);
  const or = (): QueryNode => chain('|', 'or', and);
  const root = or();
  if (pos !== tokens.length) throw new Error('tsquery: trailing tokens');
  return root;
}

/** The lexemes a query looks for (not those under !): what a content is ranked on. */
export function positiveLexemes(node: QueryNode | null): { lexeme: string; prefix: boolean }[] {
  const out = new Map<string, { lexeme: string; prefix: boolean }>();
  const walk = (n: QueryNode, negated: boolean) => {
    if (n.op === 'lexeme') {
      if (!negated) out.set(`${n.prefix ? '*' : ' '}${n.lexeme}`, { lexeme: n.lexeme, prefix: n.prefix });
    } else if (n.op === 'not') {
      walk(n.arg, !negated);
    } else {
      walk(n.left, negated);
      walk(n.right, negated);
    }
  };
  if (node) walk(node, false);
  return [...out.values()];
}

/** Whether matching the query needs word positions (phrases), which the index does not keep. */
export function needsDatabaseCheck(node: QueryNode | null): boolean {
  if (!node) return false;
  switch (node.op) {
    case 'lexeme':
      return false;
    case 'phrase':
      return true;
    case 'not':
      return needsDatabaseCheck(node.arg);
    default:
      return needsDatabaseCheck(node.left) || needsDatabaseCheck(node.right);
  }
}
