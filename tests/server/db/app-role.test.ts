import { describe, expect, it } from 'vitest';
import { appRoleOf, asRole } from '@server/db/app-role';

describe('the app role of a DATABASE_URL', () => {
  it('is the database’s name made an identifier, plus _app, unless DB_APP_ROLE names it', () => {
    expect(appRoleOf({ DATABASE_URL: 'postgres://siam@db.example:5432/Siam-Prod' })).toBe('siam_prod_app');
    expect(appRoleOf({ DATABASE_URL: 'postgres://siam@db.example/siam', DB_APP_ROLE: 'web' })).toBe('web');
  });

  it('is refused when it is no plain identifier, or the owner itself', () => {
    expect(() => appRoleOf({ DATABASE_URL: 'postgres://siam@db.example/1st' })).toThrow(/DB_APP_ROLE/);
    expect(() => appRoleOf({ DATABASE_URL: 'postgres://siam@db.example/x', DB_APP_ROLE: 'siam' })).toThrow(
      /DATABASE_URL's own user/,
    );
  });

  it('is taken by every connection from its start, beside the options the URL carries', () => {
    const url = new URL(asRole('postgres://siam@db.example/siam?options=-c%20search_path%3Dx', 'siam_app'));
    expect(url.searchParams.get('options')).toBe('-c search_path=x -c role=siam_app');
    expect(new URL(asRole('postgres://siam@db.example/siam', 'siam_app')).searchParams.get('options')).toBe(
      '-c role=siam_app',
    );
  });
});
