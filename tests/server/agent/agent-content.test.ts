import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '@server/sms';
import { call, createTestApp } from '@tests/server/helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('agent content', () => {
  it('answers the seeded agent configuration by agent code', async () => {
    const answer = await call(app, 'POST', '/api/agent/config', { body: { agent_code: 'demo' } });
    expect(answer.error).toBe(0);
    expect(answer.data.agent_code).toBe('demo');
    expect(answer.data.info.agent_logo).toBe('/demo/logo.webp');
    expect(answer.data.info.line_contact_url).toMatch(/^https:\/\/line\.me\//);
  });

  it('says a reset code by SMS reaches no member while the only SMS sender is the outbox table', async () => {
    // The forgot page reads it and tells members to reset through the agent's LINE, never "code sent" (issue 27).
    expect(app.config.SMS_ADAPTER).toBe('outbox');
    expect(createSmsSender(app.config, app.log).reachesMembers).toBe(false);
    const answer = await call(app, 'POST', '/api/agent/config', { body: { agent_code: 'demo' } });
    expect(answer.data.password_reset_sms).toBe(false);
  });

  it('refuses an unknown agent code with a Thai message and HTTP 200', async () => {
    const answer = await call(app, 'POST', '/api/agent/config', { body: { agent_code: 'nobody' } });
    expect(answer.status).toBe(200);
    expect(answer.error).toBe(1002);
    expect(answer.message).toContain('ไม่พบข้อมูลเว็บไซต์ตัวแทน');
  });

  it('uses the X-Agent-Code header when the body has no code', async () => {
    const answer = await call(app, 'POST', '/api/agent/bank_accounts', {
      headers: { 'x-agent-code': 'demo' },
    });
    expect(answer.error).toBe(0);
    expect(answer.data.map((a: { bank_code: string }) => a.bank_code)).toEqual(['KBANK', 'SCB']);
    expect(answer.data[0].bank_name).toBe('ธนาคารกสิกรไทย');
  });

  it('lists TrueMoney accounts, notifications, banners and events from the database', async () => {
    const tm = await call(app, 'POST', '/api/agent/true_money_accounts', { body: { agent_code: 'demo' } });
    expect(tm.data).toEqual([{ id: expect.any(Number), phone: '0812345678', account_name: 'สยามเดโม่' }]);
    const notes = await call(app, 'GET', '/api/notifications', { query: { agent_code: 'demo' } });
    expect(notes.data).toHaveLength(2);
    expect(notes.data[0].title).toBe('ฝาก-ถอน อัตโนมัติ 24 ชั่วโมง');
    const banners = await call(app, 'GET', '/api/banner', { query: { agent_code: 'demo' } });
    expect(banners.data).toHaveLength(3);
    const events = await call(app, 'GET', '/api/event/list');
    expect(events.data).toHaveLength(1);
  });

  it('reflects a change in the database, not a fixed answer', async () => {
    await app.db.query(`UPDATE agent_banners SET active = false WHERE title = 'สล็อตแตกง่าย จ่ายจริง'`);
    const banners = await call(app, 'GET', '/api/banner', { query: { agent_code: 'demo' } });
    expect(banners.data.map((b: { title: string }) => b.title)).not.toContain('สล็อตแตกง่าย จ่ายจริง');
    await app.db.query(`UPDATE agent_banners SET active = true`);
  });

  it('scopes content to the agent code', async () => {
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('other', 'อีกเว็บ') ON CONFLICT DO NOTHING`);
    const banners = await call(app, 'GET', '/api/banner', { query: { agent_code: 'other' } });
    expect(banners.error).toBe(0);
    expect(banners.data).toEqual([]);
  });

  it('validates agent codes', async () => {
    expect((await call(app, 'GET', '/api/agent/validate', { query: { code: 'demo' } })).data).toMatchObject({
      valid: true,
      name: 'สยามเดโม่',
    });
    expect((await call(app, 'GET', '/api/agent/validate', { query: { code: 'zzz' } })).data.valid).toBe(
      false,
    );
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const wrongType = await call(app, 'POST', '/api/agent/config', { body: { agent_code: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error).toBe(1000);
    const huge = await call(app, 'POST', '/api/agent/config', { body: { agent_code: 'x'.repeat(10_000) } });
    expect(huge.status).toBe(400);
    const missing = await call(app, 'GET', '/api/agent/validate');
    expect(missing.status).toBe(400);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const answer = await call(app, 'GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.error).toBe(1004);
  });

  it('reports health and carries a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/agent/config'].post).toBeTruthy();
  });
});
