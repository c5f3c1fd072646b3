import { parseArgs } from 'node:util';
import { loadConfig } from '@server/config';
import { findAgentByCode } from '@server/agents/agent-repository';
import { consoleLoginUrl, createStaff } from '@server/staff/staff-accounts';
import { runOperatorCommand } from './operator-command';

const usage = `usage: npm run admin:create-owner -- <username> [--agent <code>]
Creates an owner of the back office with a one-time password. The first login at /admin sets a new password
and enrols two-factor (any authenticator app). No account has a default password.`;

/** `npm run admin:create-owner`: the first (or another) owner of the back office. */
const main = () => {
  const { values, positionals } = parseArgs({
    options: { agent: { type: 'string' } },
    allowPositionals: true,
  });
  const agentCode = values.agent;
  const username = positionals[0];
  if (!username || positionals.length !== 1) {
    console.error(usage);
    return process.exit(2);
  }
  const config = loadConfig();
  runOperatorCommand('admin create-owner', async (db) => {
    const code = agentCode ?? config.DEFAULT_AGENT_CODE;
    const agent = await findAgentByCode(db, code);
    if (!agent) {
      console.error(`no agent with code ${code}`);
      return 1;
    }
    const owner = await createStaff(db, agent.id, { username, role: 'owner' });
    console.log(`owner "${owner.username}" created at agent ${agent.code}`);
    console.log(`one-time password: ${owner.oneTimePassword}`);
    console.log(`log in and enrol two-factor at: ${consoleLoginUrl(config.PUBLIC_URL, config.PORT)}`);
    return 0;
  });
};

main();
