import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows, depositedMember, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

// Meant for PostgreSQL (DATABASE_URL), where the two decisions really run at once on two connections; on PGlite
// they queue, and the outcome must be the same.
describe('two staff deciding one withdrawal at the same moment', () => {
  it('lets one decision through; the other is told in Thai that it was already decided', async () => {
    const [alice, bob] = [await insertStaff(app, 'finance'), await insertStaff(app, 'owner')];
    const account = await agentBankAccount(app);
    for (let round = 0; round < 5; round += 1) {
      const member = await depositedMember(app, 1000);
      const id = await requestWithdrawal(app, member.token, 300);
      const answers = await Promise.all(
        [alice, bob].map((staff, i) =>
          call(app, 'POST', `/api/admin/withdrawals/${id}/${i === round % 2 ? 'approve' : 'refuse'}`, {
            token: staff.token,
            body:
              i === round % 2
                ? { note: `ตัดสินพร้อมกัน ${i}`, paid_from_account_id: account, bank_reference: `R${round}` }
                : { note: `ตัดสินพร้อมกัน ${i}`, reason: 'ข้อมูลไม่ครบ' },
          }),
        ),
      );
      const won = answers.filter((answer) => answer.error === 0);
      const lost = answers.filter((answer) => answer.error !== 0);
      expect(won).toHaveLength(1);
      expect(lost).toEqual([expect.objectContaining({ error: 5022, message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' })]);
      // Money moved once, as the winner said; one audit row, the winner's.
      const status = won[0]!.data.status as 'approved' | 'refused';
      expect(await mainBalance(app, member.id)).toBe(status === 'approved' ? 70_000 : 100_000);
      expect((await auditRows(app, 'withdrawal', id)).map((row) => row.action)).toEqual([
        status === 'approved' ? 'withdrawal.approve' : 'withdrawal.refuse',
      ]);
    }
  });
});
