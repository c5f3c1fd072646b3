import { createHash } from 'node:crypto';

const quoteEnd = (sql: string, from: number, quote: string, backslash: boolean) => {
  let i = from + 1;
  while (i < sql.length) {
    if (backslash && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
};

const blockCommentEnd = (sql: string, from: number) => {
  // PostgreSQL's block comments nest.
  let depth = 0;
  let i = from;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      i += 2;
      depth -= 1;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
};

// Characters that a space must keep apart: words (keywords, names, numbers) and quoted text.
const joins = /[\w$'"]/;

/**
 * A script's statements as its checksum covers them: `--` and block comments dropped, and white space outside
 * quoted text dropped too, or made one space where two words would otherwise run together; quoted strings,
 * identifiers and dollar-quoted bodies (a function's source, stored as written) kept to the byte. So a comment or
 * the layout of a landed migration may be corrected, while any change to what it runs is caught.
 */
export const statementsOf = (sql: string): string => {
  const out: string[] = [];
  let space = false;
  const emit = (text: string) => {
    const last = out.at(-1)?.at(-1) ?? '';
    if (space && joins.test(last) && joins.test(text[0]!)) out.push(' ');
    space = false;
    out.push(text);
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
      space = true;
    } else if (c === '/' && sql[i + 1] === '*') {
      i = blockCommentEnd(sql, i);
      space = true;
    } else if (/\s/.test(c)) {
      i += 1;
      space = true;
    } else if (c === "'" || c === '"') {
      const backslash = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      const end = quoteEnd(sql, i, c, backslash);
      emit(sql.slice(i, end));
      i = end;
    } else {
      const tag = c === '$' ? /^\$(?:[A-Za-z_]\w*)?\$/.exec(sql.slice(i, i + 64))?.[0] : undefined;
      if (tag) {
        const close = sql.indexOf(tag, i + tag.length);
        const end = close < 0 ? sql.length : close + tag.length;
        emit(sql.slice(i, end));
        i = end;
      } else {
        emit(c);
        i += 1;
      }
    }
  }
  return out.join('');
};

/**
 * How `migrationChecksum` reads a file. A recorded checksum of another version (or none) is taken again once, as
 * for a database from before checksums: a change to `statementsOf` never refuses a database that did not change.
 */
export const CHECKSUM_VERSION = 'v2';

/** The checksum recorded with an applied migration: `v2:` and the sha256 hex of `statementsOf`. */
export const migrationChecksum = (sql: string) =>
  `${CHECKSUM_VERSION}:${createHash('sha256').update(statementsOf(sql), 'utf8').digest('hex')}`;

/** The hash recorded with an applied `server/sql` file: every byte counts (its comments are its documentation). */
export const fileHash = (sql: string) => createHash('sha256').update(sql, 'utf8').digest('hex');
