import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabels, auditActionLabel } from '@contract/admin/audit-actions';
import { contentKinds } from '@contract/admin/content';
import { permissions } from '@contract/admin/permissions';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

/** Code-like literals (`area.verb`) of every server file that writes audit rows. */
const writtenCodes = () => {
  const codes = new Set<string>();
  for (const file of files('server/src')) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('auditAs(')) continue;
    for (const [, code] of text.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) codes.add(code!);
    // Built codes: `content.${kind}.create`, `${kind}.rerun`, `poll.${...}`.
    for (const [, template] of text.matchAll(/action: `([^`]+)`/g)) codes.add(`template:${template}`);
  }
  return codes;
};

// Literals in those files that are no action: permissions, and a setting's name.
const notActions = new Set<string>([...permissions, 'protection.now']);

const expandTemplate = (template: string): string[] => {
  const known: Record<string, string[]> = {
    "content.${kind}.${id === null ? 'create' : 'update'}": contentKinds.flatMap((kind) => [
      `content.${kind}.create`,
      `content.${kind}.update`,
    ]),
    '${kind}.rerun': ['cashback.rerun', 'winloss.rerun'],
    "poll.${status === 'open' ? 'open' : 'close'}": ['poll.open', 'poll.close'],
  };
  return known[template] ?? [`unexpanded template: ${template} (add it to this test)`];
};

describe('audit action labels', () => {
  it('has a Thai label for every action code the server writes', () => {
    const missing: string[] = [];
    for (const code of writtenCodes()) {
      const expanded = code.startsWith('template:') ? expandTemplate(code.slice(9)) : [code];
      for (const one of expanded)
        if (!notActions.has(one) && !Object.hasOwn(auditActionLabels, one)) missing.push(one);
    }
    expect(missing).toEqual([]);
  });

  it('labels every code in Thai, and shows an unknown code as it is', () => {
    for (const [code, label] of Object.entries(auditActionLabels)) {
      expect(code).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
      expect(label, code).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(auditActionLabel('member.disable')).toBe('ระงับบัญชีสมาชิก');
    expect(auditActionLabel('protection.self_exclusion')).toBe('สมาชิกขอระงับตนเอง');
    expect(auditActionLabel('zz.unknown')).toBe('zz.unknown');
  });
});
