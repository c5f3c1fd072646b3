import { parseArgs } from 'node:util';
import { findAgentByCode } from '@server/agents/agent-repository';
import { consoleLoginUrl, createStaff } from '@server/staff/staff-accounts';
import type { OperatorCommand } from '../operator-command';
import { parsed } from './parse';

const usage = `usage: npm run admin:create-owner -- <username> [--agent <code>]
Creates an owner of the back office with a one-time password. The first login at /admin sets a new password
and enrols two-factor (any authenticator app). No account has a default password.`;

/** `npm run admin:create-owner`: the first (or another) owner of the back office. */
export const adminCreateOwner: OperatorCommand = {
  name: 'admin:create-owner',
  async run(db, argv, out, { config }) {
    const args = parsed(() =>
      parseArgs({ args: argv, options: { agent: { type: 'string' } }, allowPositionals: true }),
    );
    const username = args?.positionals[0];
    if (!args || !username || args.positionals.length !== 1) {
      out.error(usage);
      return 2;
    }
    const code = args.values.agent ?? config.DEFAULT_AGENT_CODE;
    const agent = await findAgentByCode(db, code);
    if (!agent) {
      out.error(`no agent with code ${code}`);
      return 1;
    }
    const owner = await createStaff(db, agent.id, { username, role: 'owner' });
    out.log(`owner "${owner.username}" created at agent ${agent.code}`);
    out.log(`one-time password: ${owner.oneTimePassword}`);
    out.log(`log in and enrol two-factor at: ${consoleLoginUrl(config.PUBLIC_URL, config.PORT)}`);
    return 0;
  },
};
