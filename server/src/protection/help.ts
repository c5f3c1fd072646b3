import type { HelpContact } from '@contract/protection/protection';
import type { HelpContactBody } from '@contract/admin/protection';
import type { Queryable } from '@server/db/db';

/**
 * The help contact on the page about playing safely, as the agent set it. Until they do: Thailand's mental
 * health hotline 1323 (Department of Mental Health, free, 24 hours), which counsels gambling problems.
 */
const DEFAULT_HELP: HelpContact = {
  text: 'ถ้าการเล่นเริ่มกระทบเงิน งาน หรือคนรอบตัว ปรึกษาได้ฟรีและเป็นความลับที่สายด่วนสุขภาพจิต 1323 ตลอด 24 ชั่วโมง หรือทักแอดมินของเราเพื่อตั้งวงเงินหรือพักการเล่น',
  phone: '1323',
  line_id: '',
  url: '',
};

export const helpContactOf = async (q: Queryable, agentId: number): Promise<HelpContact> => {
  const { rows } = await q.query<{
    help_text: string;
    help_phone: string;
    help_line_id: string;
    help_url: string;
  }>(`SELECT help_text, help_phone, help_line_id, help_url FROM protection_settings WHERE agent_id = $1`, [
    agentId,
  ]);
  const row = rows[0];
  return row
    ? { text: row.help_text, phone: row.help_phone, line_id: row.help_line_id, url: row.help_url }
    : DEFAULT_HELP;
};

export const saveHelpContact = async (q: Queryable, agentId: number, body: HelpContactBody) => {
  await q.query(
    `INSERT INTO protection_settings (agent_id, help_text, help_phone, help_line_id, help_url, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (agent_id) DO UPDATE SET help_text = EXCLUDED.help_text, help_phone = EXCLUDED.help_phone,
       help_line_id = EXCLUDED.help_line_id, help_url = EXCLUDED.help_url, updated_at = now()`,
    [agentId, body.text, body.phone, body.line_id, body.url],
  );
};
