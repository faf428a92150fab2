import { DATA_EXCEPTION_MESSAGE } from '../../http/error-handler.js';

/**
 * What no answer may contain: a stack trace, a file path of the server, or the database's own
 * words (SQL text, PostgreSQL error messages, driver names). Text the request itself carried is
 * not held against the answer (an error may quote the value it refuses).
 */

const STACK_TRACE = [/\bat\s+[\w$.<>[\] ]+\s+\((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/, /\bat\s+(?:file:\/\/|\/)[^\s]+:\d+:\d+/, /node_modules\//, /\.(?:ts|js|mjs|cjs):\d+:\d+/];

/** PostgreSQL's and the drivers' own words; never in any answer. */
const DATABASE_WORDS = [
  /syntax error at or near/i,
  /invalid input syntax for/i,
  /violates (?:not-null|unique|check|foreign key|exclusion) constraint/i,
  /duplicate key value/i,
  /out of range for type/i,
  /value too long for type/i,
  /invalid byte sequence for encoding/i,
  /current transaction is aborted/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (?:does not exist|of relation)/i,
  /operator does not exist/i,
  /function [\w.]+\(.*\) does not exist/i,
  /null value in column/i,
  /\bSQLSTATE\b/,
  /\bkysely\b/i,
  /\bpglite\b/i,
  /pg-protocol/i,
  /\bpg_strtoint/i,
  /\bECONNREFUSED\b/,
];

/** SQL statements; looked for in error answers only (a course page may say "select from"). */
const SQL_STATEMENT = /\b(?:select\s+[\s\S]{1,200}?\s+from\s+"?\w+"?|insert\s+into\s+"?\w+|update\s+"?\w+"?\s+set\s|delete\s+from\s+"?\w+)/i;

export interface LeakFinding {
  kind: 'stack trace' | 'database text' | 'SQL text';
  excerpt: string;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the answer leaks, judged against what the request sent. */
export function findLeak(status: number, body: string, sent: string): LeakFinding | null {
  const request = `${sent}\n${decoded(sent)}`;
  const hit = (re: RegExp): string | null => {
    const m = re.exec(body);
    if (!m) return null;
    // Quoted back from the request: not a leak.
    return request.toLowerCase().includes(m[0].toLowerCase()) ? null : m[0];
  };
  for (const re of STACK_TRACE) {
    const m = hit(re);
    if (m) return { kind: 'stack trace', excerpt: m.slice(0, 200) };
  }
  for (const re of DATABASE_WORDS) {
    const m = hit(re);
    if (m) return { kind: 'database text', excerpt: m.slice(0, 200) };
  }
  if (status >= 400) {
    const m = hit(SQL_STATEMENT);
    if (m) return { kind: 'SQL text', excerpt: m.slice(0, 200) };
  }
  return null;
}

/** The messages of the error handler's data-exception branch: a value the schema let through. */
export const DATA_EXCEPTION_MESSAGES: readonly string[] = Object.values(DATA_EXCEPTION_MESSAGE);
