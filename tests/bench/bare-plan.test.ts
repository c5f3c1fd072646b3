import { describe, expect, it } from 'vitest';
import { bareStatements } from '@bench/lib/bare-plan';

const statement = (sql: string, params: (string | null)[]) => ({ sql, params, prepared: true });

describe('bareStatements', () => {
  it("turns each request's own values into value slots and keeps what both requests sent alike", () => {
    const a = {
      values: ['11', 'aa', '101'],
      statements: [
        statement('SELECT 1 WHERE token = $1', ['aa']),
        statement('SELECT 2 WHERE member = $1 AND wallet = $2 AND c = $3 AND d = $4', [
          '11',
          '101',
          '20',
          null,
        ]),
      ],
    };
    const b = {
      values: ['12', 'bb', '102'],
      statements: [
        statement('SELECT 1 WHERE token = $1', ['bb']),
        statement('SELECT 2 WHERE member = $1 AND wallet = $2 AND c = $3 AND d = $4', [
          '12',
          '102',
          '20',
          null,
        ]),
      ],
    };
    expect(bareStatements(a, b)).toEqual([
      { sql: 'SELECT 1 WHERE token = $1', params: [{ value: 1 }] },
      {
        sql: 'SELECT 2 WHERE member = $1 AND wallet = $2 AND c = $3 AND d = $4',
        params: [{ value: 0 }, { value: 2 }, { text: '20' }, null],
      },
    ]);
  });

  it('refuses a parameter no request value explains, and requests that sent different SQL', () => {
    const one = (param: string, member: string) => ({
      values: [member],
      statements: [statement('SELECT $1', [param])],
    });
    expect(() => bareStatements(one('x1', '1'), one('x2', '2'))).toThrow(/unexplained/);
    expect(() =>
      bareStatements(one('1', '1'), { values: ['2'], statements: [statement('SELECT 9', [])] }),
    ).toThrow(/different SQL/);
  });
});
