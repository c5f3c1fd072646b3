import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { frontEndProgram, HOLE, isScanned, root, Unparsed } from './client-calls-program';
import { createValues, unwrap } from './client-calls-values';

/**
 * Every call the front ends make to the server, read from their source with the TypeScript compiler rather than
 * with patterns over text, so a new way of calling (a helper, a wrapper of a wrapper) is followed or reported,
 * never skipped.
 *
 * A call ends in the axios client (`api.get(url)`, `api.request(config)`; `request()` in shared/lib/api.ts is
 * itself a wrapper of `api.request`) or in `fetch`. Its URL and method are evaluated back from there: literals,
 * templates (a substitution that is not a known literal becomes a `:param` segment), conditionals, constants,
 * and a wrapper's parameter through every call of that wrapper, across files. What cannot be evaluated is
 * reported as unparsed, and every '/api/...' literal of the front ends that no call reached is reported too.
 *
 * This file finds the calls and reads their method and URL; client-calls-values.ts evaluates an expression,
 * client-calls-definitions.ts follows a name to its constant or to a parameter's arguments, and
 * client-calls-program.ts builds the program they read.
 */

type ClientCall = { method: string; path: string; file: string; line: number };
export type Finding = { file: string; line: number; text: string; why: string };
export type ClientScan = {
  calls: ClientCall[];
  unparsed: Finding[];
  /** '/api/...' literals that no recognised call used: a call form this scanner does not know. */
  unreached: Finding[];
  /** Files in an `api/` folder, and those of them where at least one call's path is written. */
  apiFiles: string[];
  apiFilesWithCalls: string[];
};

const AXIOS_VERBS: Record<string, string> = {
  get: 'GET',
  delete: 'DELETE',
  head: 'HEAD',
  options: 'OPTIONS',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  postForm: 'POST',
  putForm: 'PUT',
  patchForm: 'PATCH',
};
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** Stands for a part of a path only known at run time (an id); becomes `:param`. */

const unique = <T>(values: T[]) => [...new Set(values)];

export const scanClientCalls = (): ClientScan => {
  const program = frontEndProgram();
  const checker = program.getTypeChecker();
  const files = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && isScanned(file.fileName));

  // Every identifier by its text, to find the calls of a wrapper without asking the checker about all of them.
  const identifiers = new Map<string, ts.Identifier[]>();
  const calls: ts.CallExpression[] = [];
  const pathLiterals: ts.Node[] = [];
  const looksLikePath = (text: string) => /^\/?api(\/|$|\?)/.test(text.trim());
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const list = identifiers.get(node.text) ?? [];
        list.push(node);
        identifiers.set(node.text, list);
      }
      if (ts.isCallExpression(node)) calls.push(node);
      const isModuleName =
        node.parent !== undefined &&
        (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
        node.parent.moduleSpecifier === node;
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isModuleName) {
        if (looksLikePath(node.text)) pathLiterals.push(node);
      }
      if (ts.isTemplateExpression(node) && looksLikePath(node.head.text)) pathLiterals.push(node);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const symbolOf = (node: ts.Node) => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };

  // The axios client every app goes through: `export const api = createApiClient(...)` in shared/lib/api.ts.
  const apiFile = program.getSourceFile(resolve(root, 'shared/lib/api.ts'));
  const apiDeclaration = apiFile?.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === 'api');
  if (!apiDeclaration) throw new Error('shared/lib/api.ts no longer exports `api`: update this scanner');
  const apiSymbol = checker.getSymbolAtLocation(apiDeclaration.name);
  const isApiClient = (node: ts.Expression) => ts.isIdentifier(node) && symbolOf(node) === apiSymbol;

  const visited = new Set<ts.Node>();
  const { strings, objects, property } = createValues({ checker, identifiers, symbolOf, visited });

  const methods = (nodes: ts.Expression[] | null, depth: number): string[] => {
    if (!nodes) return ['GET'];
    const found = unique(
      nodes.flatMap((node) => strings(node, depth + 1, false).map((value) => value.text.toUpperCase())),
    );
    for (const method of found)
      if (!METHODS.has(method)) throw new Unparsed(nodes[0]!, `not an HTTP method: ${method}`);
    return found;
  };

  /** (method, url) pairs from a config object: axios's `{ method, url }` or fetch's init `{ method }`. */
  const fromConfig = (config: ts.Expression, url: ts.Expression | null, depth: number) =>
    objects(config, depth).flatMap((object) => {
      const urls = url ? [url] : property(object, 'url', depth);
      if (!urls) throw new Unparsed(object, 'a request config without a url');
      const paths = urls.flatMap((node) => strings(node, depth + 1, false));
      return methods(property(object, 'method', depth), depth).flatMap((method) =>
        paths.map((path) => ({ method, path: path.text, at: path.at ?? object })),
      );
    });

  /** The (method, url) pairs of one call of the client or of fetch; null when the call is neither. */
  type Pair = { method: string; path: string; at: ts.Node };
  const sinkOf = (call: ts.CallExpression): Pair[] | null => {
    const callee = unwrap(call.expression);
    const [first, second] = call.arguments;
    if (ts.isPropertyAccessExpression(callee) && isApiClient(callee.expression)) {
      const name = callee.name.text;
      if (name === 'request') {
        if (!first) throw new Unparsed(call, 'api.request without a config');
        return fromConfig(first, null, 0);
      }
      const verb = AXIOS_VERBS[name];
      if (!verb) return null; // getUri, interceptors and the like reach no server
      if (!first) throw new Unparsed(call, `api.${name} without a url`);
      return strings(first, 0, false).map((path) => ({ method: verb, path: path.text, at: path.at ?? call }));
    }
    if (isApiClient(callee)) {
      // axios(config) or axios(url, config)
      if (!first) throw new Unparsed(call, 'api() without arguments');
      const isUrl = !ts.isObjectLiteralExpression(unwrap(first)) && second;
      return isUrl ? fromConfig(second, first, 0) : fromConfig(first, null, 0);
    }
    if (ts.isIdentifier(callee) && callee.text === 'fetch' && !symbolOf(callee)?.valueDeclaration) {
      if (!first) throw new Unparsed(call, 'fetch without a url');
      if (!second)
        return strings(first, 0, false).map((path) => ({
          method: 'GET',
          path: path.text,
          at: path.at ?? call,
        }));
      return fromConfig(second, first, 0);
    }
    return null;
  };

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return {
      file: relative(root, file.fileName),
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    };
  };
  const finding = (node: ts.Node, why: string): Finding => ({
    ...where(node),
    text: node.getText().split('\n')[0]!.slice(0, 120),
    why,
  });

  const found: ClientCall[] = [];
  const unparsed: Finding[] = [];
  for (const call of calls) {
    try {
      const pairs = sinkOf(call);
      if (!pairs) continue;
      for (const { method, path, at } of pairs) {
        const bare = path.split(/[?#]/)[0]!;
        if (!bare.startsWith('/')) {
          unparsed.push(finding(at, `not a path on this origin: ${path.replaceAll(HOLE, ':param')}`));
          continue;
        }
        found.push({ method, path: bare.replaceAll(HOLE, ':param'), ...where(at) });
      }
    } catch (error) {
      if (!(error instanceof Unparsed)) throw error;
      unparsed.push(finding(error.node, error.why));
    }
  }

  const unreached = pathLiterals
    .filter((literal) => !visited.has(literal))
    .map((literal) => finding(literal, 'an /api/ path that no recognised client call uses'));

  const apiFiles = files
    .map((file) => relative(root, file.fileName))
    .filter((file) => file.split('/').includes('api'))
    .sort();
  const withCalls = new Set(found.map((call) => call.file).filter((file) => apiFiles.includes(file)));
  return { calls: found, unparsed, unreached, apiFiles, apiFilesWithCalls: [...withCalls].sort() };
};

/** Whether a client path (`:param` for a run-time part) is one the route pattern `pattern` answers. */
export const routeMatches = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const have = path.split('/');
  for (let index = 0; index < want.length; index++) {
    const segment = want[index]!;
    if (segment === '*') return true;
    const given = have[index];
    if (given === undefined) return false;
    if (segment.startsWith(':')) {
      if (given === '') return false;
      continue;
    }
    if (given !== segment && !paramSegmentMatches(given, segment)) return false;
  }
  return want.length === have.length;
};

/**
 * A client segment built around a value (`${kind}.csv`, read as `:param.csv`) matches the route segments it can
 * give (`deposits.csv`): the value is any non-empty text without a slash.
 */
const paramSegmentMatches = (given: string, segment: string) => {
  // A bare value could be anything: it never stands for a literal segment of the route.
  if (!given.includes(':param') || given === ':param') return false;
  const escaped = given.split(':param').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`).test(segment);
};
