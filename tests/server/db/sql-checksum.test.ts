import { describe, expect, it } from 'vitest';
import { migrationChecksum, statementsOf } from '@server/db/sql-checksum';

describe('the statements a migration checksum covers', () => {
  it('drops comments and layout', () => {
    const a = `-- a table\nCREATE TABLE a (\n  id int, /* nested /* block */ comment */ n int -- trailing\n);\n`;
    expect(statementsOf(a)).toBe('CREATE TABLE a(id int,n int);');
    expect(migrationChecksum(a)).toBe(migrationChecksum('CREATE TABLE a(id int, n int);'));
  });

  it('keeps quoted text, quoted names and function bodies to the byte, comments inside them included', () => {
    const body = `CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $fn$\nBEGIN\n  -- why\n  RETURN 1;\nEND $fn$;`;
    expect(statementsOf(body)).toContain('$fn$\nBEGIN\n  -- why\n  RETURN 1;\nEND $fn$');
    expect(statementsOf(`SELECT 'a -- b', "odd  name", E'it\\'s -- x', 'x''y -- z'`)).toBe(
      `SELECT 'a -- b',"odd  name",E'it\\'s -- x','x''y -- z'`,
    );
    expect(migrationChecksum(body)).not.toBe(migrationChecksum(body.replace('-- why', '-- because')));
  });

  it('changes with any statement', () => {
    expect(migrationChecksum('CREATE TABLE a (id int);')).not.toBe(
      migrationChecksum('CREATE TABLE a (id bigint);'),
    );
    expect(migrationChecksum('SELECT 1 - -1;')).not.toBe(migrationChecksum('SELECT 1 + 1;'));
    expect(migrationChecksum('SELECT 1;')).toMatch(/^v2:[0-9a-f]{64}$/);
  });
});
