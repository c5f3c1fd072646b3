import { relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The front ends as one TypeScript program, and what the parts of the client-call scanner (client-calls.ts)
 * share: the scope they read and the error a part raises when it cannot tell a value.
 */

export const root = resolve(import.meta.dirname, '../..');
/** Front-end source; shared/contract is imported by the server too and holds no calls. */
const SCANNED = ['shared/', 'web-app/src/', 'liff-app/src/', 'admin-app/src/'];
const NOT_SCANNED = ['shared/contract/'];
/** Stands for a part of a path only known at run time (an id); becomes `:param`. */
export const HOLE = '\u0000';
export const MAX_DEPTH = 12;

export class Unparsed extends Error {
  constructor(
    readonly node: ts.Node,
    readonly why: string,
  ) {
    super(why);
  }
}

/** What one scan knows of the program: its checker, every identifier by its text, the literals it evaluated. */
export type Scope = {
  checker: ts.TypeChecker;
  identifiers: Map<string, ts.Identifier[]>;
  symbolOf: (node: ts.Node) => ts.Symbol | undefined;
  visited: Set<ts.Node>;
};

export const isScanned = (file: string) => {
  const path = relative(root, file);
  return SCANNED.some((dir) => path.startsWith(dir)) && !NOT_SCANNED.some((dir) => path.startsWith(dir));
};

/**
 * The front ends as one program. Only their own files are read: every file under node_modules is an empty
 * module (and there is no default library), which keeps this to a few seconds; symbols, imports across files
 * and literal types of our own code are all the scan needs.
 */
export const frontEndProgram = () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => console.error(diagnostic.messageText) },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const options: ts.CompilerOptions = { ...config.options, noLib: true, types: [], noEmit: true };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name.includes('/node_modules/')
      ? ts.createSourceFile(name, 'export {};', language)
      : readSource(name, language, ...rest);
  return ts.createProgram(config.fileNames.filter(isScanned), options, host);
};
