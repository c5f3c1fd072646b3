import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorRun, operatorRunResult } from '@contract/admin/operator';
import { envelopeOf, ok } from '@contract/envelope';
import { operatorCommands } from '@server/cli/commands';
import { executeCommand } from '@server/cli/operator-command';
import { collectingOutput } from '@server/cli/operator-output';
import type { Queryable } from '@server/db/db';
import { auditAs } from '@server/staff/audit';
import { adminSchema, callMeta } from './staff-call';

/** The value of `--agent <code>` (or `--agent=<code>`) in a command's arguments, if any. */
const flag = (argv: string[], name: string) => {
  for (const [i, arg] of argv.entries()) {
    if (arg === `--${name}`) return argv[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
};

/** The agent whose audit log shows the run: the one the command names, else the default one, else the first. */
const auditAgent = async (q: Queryable, argv: string[], defaultCode: string) => {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM agents ORDER BY (code = $1) DESC, (code = $2) DESC, id LIMIT 1`,
    [flag(argv, 'agent') ?? '', defaultCode],
  );
  return rows[0]?.id ?? null;
};

/**
 * The command line's way into the server that holds the embedded database (server/src/cli/operator-command.ts):
 * the server runs the very command function the command would have run, on its own database handle, and answers
 * what it printed and its exit code. Only the operator token of this process's `server.operator` file, from this
 * machine (permission 'operator'); each run leaves two audit rows (`operator.start` before it, `operator.run` with its exit code after; actor
 * `operator-cli`, no staff).
 */
export const adminOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/operator/run',
    {
      config: { permission: 'operator' },
      schema: {
        ...adminSchema,
        body: operatorRun,
        response: { 200: envelopeOf(operatorRunResult) },
      },
    },
    async (request) => {
      const { command: name, argv, operator = 'operator' } = request.body;
      const command = Object.hasOwn(operatorCommands, name) ? operatorCommands[name] : undefined;
      const agentId = await auditAgent(app.db, argv, app.config.DEFAULT_AGENT_CODE);
      if (agentId === null) request.log.warn({ command: name }, 'operator command not audited: no agent yet');
      const audit = (action: string, after: object) =>
        agentId === null
          ? Promise.resolve()
          : auditAs(
              app.db,
              callMeta(request),
              { id: null, agentId, username: 'operator-cli' },
              {
                action,
                targetType: 'command',
                targetId: name,
                after,
                reason: (flag(argv, 'reason') ?? '').slice(0, 500),
              },
            );
      // A command is several transactions of its own services, so its row cannot share one: the start is written
      // before anything changes (a crash mid-run leaves a start without its end, never a change without a row),
      // the end with the exit code after.
      await audit('operator.start', { argv, operator });
      const { out, chunks } = collectingOutput();
      let exitCode = 2;
      if (command)
        exitCode = await executeCommand(command, app.db, argv, out, { config: app.config, operator });
      else out.error(`unknown operator command: ${name}`);
      await audit('operator.run', { argv, exit_code: exitCode, operator });
      return ok({ exit_code: exitCode, output: chunks });
    },
  );
};
