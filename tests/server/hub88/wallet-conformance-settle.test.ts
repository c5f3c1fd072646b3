import { describe, expect, it } from 'vitest';
import { mainBalance } from '@tests/server/games-platform/helpers';
import { betBody, rollbackBody, units, winBody } from '@tests/server/helpers/hub88-stand-in';
import { hub88WalletSetup } from './wallet-fixtures';

// Every wallet scenario of Hub88's Operator API documentation (server/src/games/hub88/README.md) against our
// endpoints, sent by the Hub88 stand-in. PGlite by default; PostgreSQL when DATABASE_URL is set (the parallel
// cases then truly overlap). After each scenario the ledger check passes.
// Idempotency, wins and rollbacks here; signatures, user info, balance and bets in wallet-conformance.test.ts.
const { app, hub88, player, transfers } = await hub88WalletSetup();

describe('Hub88 wallet: idempotency', () => {
  it('answers a duplicate with the first answer, and the same id with other content as a duplicate transaction', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 10);
    const first = await hub88.send('transaction/bet', bet);
    // Money moves meanwhile: a duplicate still answers the balance its bet left.
    await hub88.send('transaction/bet', betBody(session, 5));
    const again = await hub88.send('transaction/bet', bet);
    expect(again.answer).toEqual(first.answer);
    expect(await mainBalance(app, member.token)).toBe(85);
    expect((await hub88.send('transaction/bet', { ...bet, amount: units(11) })).answer.status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    expect((await hub88.send('transaction/bet', { ...bet, round: 'another-round' })).answer.status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
  });

  it('debits once for 32 parallel duplicates of one bet, all answered alike', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 7);
    const answers = await Promise.all(Array.from({ length: 32 }, () => hub88.send('transaction/bet', bet)));
    expect(new Set(answers.map((sent) => JSON.stringify(sent.answer))).size).toBe(1);
    expect(answers[0]!.answer).toMatchObject({ status: 'RS_OK', balance: units(93) });
    expect(answers.every((sent) => sent.signed)).toBe(true);
    expect(await mainBalance(app, member.token)).toBe(93);
    expect(await transfers(`seamless:hub88:bet:${bet.transaction_uuid}`)).toBe(1);
  });
});

describe('Hub88 wallet: wins', () => {
  it('credits a win, answers a retried win like the first and credits it once', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 10);
    await hub88.send('transaction/bet', bet);
    const win = winBody(session, bet, 25);
    const first = await hub88.send('transaction/win', win);
    expect(first.answer).toMatchObject({
      status: 'RS_OK',
      balance: units(115),
      request_uuid: win.request_uuid,
    });
    const retried = await hub88.send('transaction/win', win);
    expect(retried.answer).toEqual(first.answer);
    expect(await mainBalance(app, member.token)).toBe(115);
    expect((await hub88.send('transaction/win', { ...win, amount: units(30) })).answer.status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
  });

  it('accepts a win and a rollback on an expired token, as the documentation requires', async () => {
    const { member, session } = await player(100);
    const won = betBody(session, 10);
    const undone = betBody(session, 20);
    await hub88.send('transaction/bet', won);
    await hub88.send('transaction/bet', undone);
    await app.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 hour' WHERE member_id = $1`,
      [member.id],
    );
    expect((await hub88.send('transaction/bet', betBody(session, 1))).answer.status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await hub88.send('transaction/win', winBody(session, won, 30))).answer.status).toBe('RS_OK');
    expect(
      (await hub88.send('transaction/rollback', rollbackBody(undone, undone.transaction_uuid))).answer.status,
    ).toBe('RS_OK');
    expect(await mainBalance(app, member.token)).toBe(120);
  });

  it('refuses a win whose bet never came or was rolled back (RS_ERROR_TRANSACTION_DOES_NOT_EXIST), paying nothing', async () => {
    const { member, session } = await player(100);
    const never = betBody(session, 10);
    expect((await hub88.send('transaction/win', winBody(session, never, 50))).answer.status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const bet = betBody(session, 10);
    await hub88.send('transaction/bet', bet);
    expect(
      (await hub88.send('transaction/rollback', rollbackBody(bet, bet.transaction_uuid))).answer.status,
    ).toBe('RS_OK');
    const late = await hub88.send('transaction/win', winBody(session, bet, 50));
    expect(late.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('refuses a win naming a rolled-back bet of a round with another live bet, or a bet of another round or member', async () => {
    const { member, session } = await player(100);
    const other = await player(100);
    const undone = betBody(session, 10);
    const live = betBody(session, 10, undone.round);
    const theirs = betBody(other.session, 10);
    for (const bet of [undone, live]) await hub88.send('transaction/bet', bet);
    await hub88.send('transaction/bet', theirs);
    await hub88.send('transaction/rollback', rollbackBody(undone, undone.transaction_uuid));
    const named = async (bet: { transaction_uuid: string; round: string }) =>
      (await hub88.send('transaction/win', winBody(session, bet, 25))).answer.status;
    expect(await named(undone)).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await named({ ...live, round: `round-other` })).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await named(theirs)).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const win = winBody(session, live, 25);
    expect((await hub88.send('transaction/win', win)).answer.status).toBe('RS_OK');
    // The same win retried naming the rolled-back bet is refused as before, not answered as a replay.
    const renamed = { ...win, reference_transaction_uuid: undone.transaction_uuid };
    expect((await hub88.send('transaction/win', renamed)).answer.status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await mainBalance(app, member.token)).toBe(115);
    expect(await transfers(`seamless:hub88:settle:${win.transaction_uuid}`)).toBe(1);
  });

  it('accepts either a win or the rollback of the bet it names when they race, never both', async () => {
    const { member, session } = await player(200);
    let expected = 200;
    for (let i = 0; i < 8; i += 1) {
      const named = betBody(session, 10);
      const other = betBody(session, 5, named.round);
      for (const bet of [named, other]) await hub88.send('transaction/bet', bet);
      const [won, undone] = await Promise.all([
        hub88.send('transaction/win', winBody(session, named, 20)),
        hub88.send('transaction/rollback', rollbackBody(named, named.transaction_uuid)),
      ]);
      const statuses = [won.answer.status, undone.answer.status];
      expect(statuses.filter((status) => status === 'RS_OK')).toHaveLength(1);
      if (won.answer.status !== 'RS_OK')
        expect(won.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expected += won.answer.status === 'RS_OK' ? -15 + 20 : -5;
    }
    expect(await mainBalance(app, member.token)).toBe(expected);
  });
});

describe('Hub88 wallet: rollbacks', () => {
  it('refunds a bet once, answering a repeated rollback like the first', async () => {
    const { member, session } = await player(100);
    const bet = betBody(session, 30);
    await hub88.send('transaction/bet', bet);
    const rollback = rollbackBody(bet, bet.transaction_uuid);
    const first = await hub88.send('transaction/rollback', rollback);
    expect(first.answer).toMatchObject({
      status: 'RS_OK',
      balance: units(100),
      request_uuid: rollback.request_uuid,
    });
    await hub88.send('transaction/bet', betBody(session, 1));
    expect((await hub88.send('transaction/rollback', rollback)).answer).toEqual(first.answer);
    expect(await mainBalance(app, member.token)).toBe(99);
  });

  it('answers RS_OK to the rollback of a bet never seen and refuses that bet when it arrives late', async () => {
    const { member, session } = await player(100);
    const { rollback, late } = await hub88.betTimingOut(betBody(session, 10), 'after');
    expect(rollback.answer.status).toBe('RS_OK');
    expect(late!.answer.status).not.toBe('RS_OK');
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('refunds a bet whose answer was lost (the bet landed, then its rollback)', async () => {
    const { member, session } = await player(100);
    const { rollback } = await hub88.betTimingOut(betBody(session, 10), 'before');
    expect(rollback.answer).toMatchObject({ status: 'RS_OK', balance: units(100) });
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('keeps bets racing their rollbacks consistent: each refunded exactly once or never debited', async () => {
    const { member, session } = await player(100);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const bet = betBody(session, 10);
        const rollback = rollbackBody(bet, bet.transaction_uuid);
        await Promise.all([hub88.send('transaction/bet', bet), hub88.send('transaction/rollback', rollback)]);
        // Hub88 retries its rollback until it is answered RS_OK; a retry changes nothing.
        expect((await hub88.send('transaction/rollback', rollback)).answer.status).toBe('RS_OK');
      }),
    );
    expect(await mainBalance(app, member.token)).toBe(100);
  });
});
