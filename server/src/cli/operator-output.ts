import { Console } from 'node:console';
import { Writable } from 'node:stream';
import type { CommandOutput } from './operator-command';

export type OutputChunk = { stream: 'stdout' | 'stderr'; text: string };

/**
 * A console that keeps what a command prints, in order and per stream, formatted exactly as the process's own
 * console would (console.table included), for the server to send back to the command line.
 */
export const collectingOutput = (): { out: CommandOutput; chunks: OutputChunk[] } => {
  const chunks: OutputChunk[] = [];
  const sink = (stream: OutputChunk['stream']) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push({ stream, text: chunk.toString() });
        done();
      },
    });
  return { out: new Console({ stdout: sink('stdout'), stderr: sink('stderr'), colorMode: false }), chunks };
};
