import { request } from 'node:http';
import { loadConfig, type Config } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import type { Db } from '@server/db/db';
import { openDb } from '@server/db/open';
import { runningServerOf, type OperatorFile } from '@server/db/operator-file';
import { AppError } from '@server/http/app-error';

/** Where a command prints: the process's console here, a collecting one in the server (see operator-output.ts). */
export type CommandOutput = Pick<Console, 'log' | 'error' | 'table'>;

/** What a command knows besides its arguments: the configuration, and who runs it (the shell's user). */
export type CommandContext = { config: Config; operator: string };

/**
 * An operator command: `run` parses its own arguments (a usage error prints the usage and answers 2) and does its
 * work on `db`, answering the exit code. The same function runs in the command's own process and, when a server
 * holds the embedded database, inside that server (`POST /api/admin/operator/run`).
 */
export type OperatorCommand = {
  name: string;
  run: (db: Db, argv: string[], out: CommandOutput, context: CommandContext) => Promise<number>;
};

/** Runs it and maps failures to exit codes: a refusal (AppError) is 1, any other failure 2. Never throws. */
export const executeCommand = async (
  command: OperatorCommand,
  db: Db,
  argv: string[],
  out: CommandOutput,
  context: CommandContext,
): Promise<number> => {
  try {
    return await command.run(db, argv, out, context);
  } catch (error) {
    if (error instanceof AppError) {
      out.error(`refused: ${error.reason} (${error.message})`);
      return 1;
    }
    out.error(`${command.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
};

/**
 * A statement may take as long as it needs here: the server's limit (DB_STATEMENT_TIMEOUT_MS, 15 s) protects
 * members' requests, while an operator waits for `ledger:check` on a large database by choice. A day, not
 * "none": PostgreSQL's 0 would also make the client's own give-up time its 5 s grace.
 */
const OPERATOR_STATEMENT_MS = 24 * 60 * 60 * 1000;

/** The configured database as an operator command opens it here: without the server's statement limit. */
export const openOperatorDb = (config: Config) =>
  openDb({ ...config, DB_STATEMENT_TIMEOUT_MS: OPERATOR_STATEMENT_MS }, 'owner');

const runHere = async (command: OperatorCommand, argv: string[], context: CommandContext) => {
  const db = await openOperatorDb(context.config);
  try {
    return await executeCommand(command, db, argv, console, context);
  } finally {
    await db.close();
  }
};

type Answer = {
  error: number;
  message: string;
  data?: { exit_code: number; output: { stream: 'stdout' | 'stderr'; text: string }[] };
};

/** Not delivered at all (the server is closing or gone): running here is then safe, and the lock decides. */
class NotDelivered extends Error {}

/** Sends the command to the running server over loopback and replays its output; no time limit on the answer. */
const runThrough = (server: OperatorFile, command: OperatorCommand, argv: string[], operator: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ command: command.name, argv, operator });
    const call = request(
      new URL('/api/admin/operator/run', server.url),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          let answer: Answer;
          try {
            answer = JSON.parse(text) as Answer;
          } catch {
            return reject(new Error(`the server at ${server.url} answered ${response.statusCode}: ${text}`));
          }
          if (answer.error !== 0 || !answer.data)
            return reject(
              new Error(
                `the server at ${server.url} refused the command (${response.statusCode}): ${answer.message}`,
              ),
            );
          for (const chunk of answer.data.output)
            (chunk.stream === 'stderr' ? process.stderr : process.stdout).write(chunk.text);
          resolve(answer.data.exit_code);
        });
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ECONNREFUSED' ? new NotDelivered(error.message) : error),
    );
    call.end(body);
  });

/**
 * The process wrapper of every operator command: runs it and exits with its code. With the embedded database
 * held by a running server (its lock and operator file in DATA_DIR), the server runs it on its own database
 * handle and this process prints its output and exit code, exactly as a run here would; two processes never open
 * one PGlite directory. Otherwise (nobody holds it, or DATABASE_URL: PostgreSQL serves many processes) it runs
 * here. A directory held by a process that takes no commands is refused plainly (exit 2).
 */
export const runOperatorCommand = (command: OperatorCommand, argv = process.argv.slice(2)) => {
  const run = async () => {
    const config = loadConfig();
    const context = { config, operator: process.env.USER ?? 'operator' };
    const server = config.DATABASE_URL ? null : runningServerOf(config.DATA_DIR);
    if (server) {
      try {
        return await runThrough(server, command, argv, context.operator);
      } catch (error) {
        if (!(error instanceof NotDelivered)) throw error;
      }
    }
    return runHere(command, argv, context);
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DataDirLockedError) console.error(error.message);
      else console.error(`${command.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
};
