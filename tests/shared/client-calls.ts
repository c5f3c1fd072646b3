import { relative, resolve } from 'node:path';
import ts from 'typescript';

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

const root = resolve(import.meta.dirname, '../..');
/** Front-end source; shared/contract is imported by the server too and holds no calls. */
const SCANNED = ['shared/', 'web-app/src/', 'liff-app/src/', 'admin-app/src/'];
const NOT_SCANNED = ['shared/contract/'];
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
const HOLE = '\u0000';
const MAX_DEPTH = 12;

class Unparsed extends Error {
  constructor(
    readonly node: ts.Node,
    readonly why: string,
  ) {
    super(why);
  }
}

const isScanned = (file: string) => {
  const path = relative(root, file);
  return SCANNED.some((dir) => path.startsWith(dir)) && !NOT_SCANNED.some((dir) => path.startsWith(dir));
};

/**
 * The front ends as one program. Only their own files are read: every file under node_modules is an empty
 * module (and there is no default library), which keeps this to a few seconds; symbols, imports across files
 * and literal types of our own code are all the scan needs.
 */
const frontEndProgram = () => {
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

/** A string an expression can be, and the literal it was written in (where the call is reported). */
type Value = { text: string; at: ts.Node | null };

const cartesian = (parts: Value[][]): Value[] =>
  parts.reduce<Value[]>(
    (done, part) =>
      done.flatMap((head) => part.map((tail) => ({ text: head.text + tail.text, at: head.at ?? tail.at }))),
    [{ text: '', at: null }],
  );

const unique = <T>(values: T[]) => [...new Set(values)];
const plain = (texts: string[]): Value[] => texts.map((text) => ({ text, at: null }));

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
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
      ? unwrap(node.expression)
      : node;

  /** The values a literal type allows ('a' | 'b'), or null. */
  const literalsOfType = (node: ts.Expression): string[] | null => {
    const type = checker.getTypeAtLocation(node);
    const members = type.isUnion() ? type.types : [type];
    if (!members.every((member) => member.isStringLiteral() || member.isNumberLiteral())) return null;
    return members.map((member) => String((member as ts.LiteralType).value));
  };

  /**
   * Where a function is used: each call, and each JSX element when it is a component. A function used any
   * other way (passed as a value) cannot be followed.
   */
  type Use = { kind: 'call'; call: ts.CallExpression } | { kind: 'jsx'; element: ts.JsxOpeningLikeElement };
  const usesOf = (fn: ts.SignatureDeclaration, at: ts.Node): { name: string; uses: Use[] } => {
    let nameNode: ts.Node | undefined;
    if (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) nameNode = fn.name;
    else if (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) {
      if (ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent))
        nameNode = fn.parent.name;
    }
    if (!nameNode || !ts.isIdentifier(nameNode))
      throw new Unparsed(at, 'a parameter of a function without a name (a callback)');
    const name = nameNode.text;
    const target = symbolOf(nameNode);
    const uses: Use[] = [];
    for (const reference of identifiers.get(name) ?? []) {
      if (reference === nameNode || symbolOf(reference) !== target) continue;
      const parent = reference.parent;
      if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) continue;
      if (ts.isJsxClosingElement(parent)) continue;
      if (
        (ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent)) &&
        parent.tagName === reference
      ) {
        uses.push({ kind: 'jsx', element: parent });
        continue;
      }
      const callee = ts.isPropertyAccessExpression(parent) && parent.name === reference ? parent : reference;
      const call = callee.parent;
      if (!ts.isCallExpression(call) || call.expression !== callee)
        throw new Unparsed(reference, `${name} is used as a value, not called: its arguments are unknown`);
      uses.push({ kind: 'call', call });
    }
    if (uses.length === 0) throw new Unparsed(at, `${name} is never called`);
    return { name, uses };
  };

  /** What a parameter is given: the argument at its place in every call of its function, or its default. */
  const argumentsOf = (parameter: ts.ParameterDeclaration): ts.Expression[] => {
    if (parameter.dotDotDotToken) throw new Unparsed(parameter, 'a rest parameter');
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    const { name, uses } = usesOf(fn, parameter);
    return uses.map((use) => {
      if (use.kind === 'jsx')
        throw new Unparsed(use.element, `${name}'s props are read whole, not destructured`);
      const argument = use.call.arguments[index] ?? parameter.initializer;
      if (!argument) throw new Unparsed(use.call, `${name} called without argument ${index + 1}`);
      return argument;
    });
  };

  /**
   * What a destructured property of a parameter is given (`({ part }) =>`, a component's prop): that property
   * of the argument in every call, or that attribute of every JSX element.
   */
  const propertyArgumentsOf = (element: ts.BindingElement): ts.Expression[] => {
    const pattern = element.parent;
    const parameter = pattern.parent;
    const key = element.propertyName ?? element.name;
    if (!ts.isObjectBindingPattern(pattern) || !ts.isParameter(parameter) || !ts.isIdentifier(key))
      throw new Unparsed(element, 'a nested or array destructuring');
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    const { name, uses } = usesOf(fn, element);
    const orDefault = (found: ts.Expression[] | null, at: ts.Node) => {
      if (found) return found;
      if (element.initializer) return [element.initializer];
      throw new Unparsed(at, `${name} is given no ${key.text}`);
    };
    return uses.flatMap((use) => {
      if (use.kind === 'call') {
        const argument = use.call.arguments[index] ?? parameter.initializer;
        if (!argument) throw new Unparsed(use.call, `${name} called without argument ${index + 1}`);
        return objects(argument, 0).flatMap((object) => orDefault(property(object, key.text, 0), use.call));
      }
      if (index !== 0) throw new Unparsed(use.element, `${name} is a component with a second parameter`);
      let found: ts.Expression[] | null = null;
      for (const attribute of use.element.attributes.properties) {
        if (ts.isJsxSpreadAttribute(attribute)) {
          found = objects(attribute.expression, 0).flatMap((object) => property(object, key.text, 0) ?? []);
          continue;
        }
        if (!ts.isIdentifier(attribute.name) || attribute.name.text !== key.text) continue;
        const value = attribute.initializer;
        if (!value) throw new Unparsed(attribute, `${key.text} given as a bare boolean attribute`);
        if (ts.isStringLiteral(value)) found = [value];
        else if (ts.isJsxExpression(value) && value.expression) found = [value.expression];
        else throw new Unparsed(attribute, `${key.text} given as JSX`);
      }
      return orDefault(found, use.element);
    });
  };

  /** The expressions an identifier or property stands for: a constant's value, or a parameter's arguments. */
  const definitionsOf = (node: ts.Identifier | ts.PropertyAccessExpression): ts.Expression[] => {
    const symbol = ts.isShorthandPropertyAssignment(node.parent)
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : symbolOf(ts.isPropertyAccessExpression(node) ? node.name : node);
    const declaration = symbol?.valueDeclaration;
    if (!declaration) throw new Unparsed(node, `no declaration found for ${node.getText()}`);
    if (ts.isParameter(declaration)) return argumentsOf(declaration);
    if (ts.isBindingElement(declaration)) return propertyArgumentsOf(declaration);
    if (ts.isVariableDeclaration(declaration)) {
      const constant = (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
      if (!constant || !declaration.initializer)
        throw new Unparsed(node, `${node.getText()} is not a constant`);
      return [declaration.initializer];
    }
    if (ts.isPropertyAssignment(declaration)) return [declaration.initializer];
    if (ts.isShorthandPropertyAssignment(declaration)) return definitionsOf(declaration.name);
    throw new Unparsed(node, `${node.getText()} is neither a constant nor a parameter`);
  };

  /**
   * The strings an expression can be. Strict: anything unknown fails. Loose (a template's substitution): a
   * literal type gives its values, a number or anything unknown gives HOLE.
   */
  const strings = (node: ts.Expression, depth: number, loose: boolean): Value[] => {
    const expression = unwrap(node);
    if (depth > MAX_DEPTH) throw new Unparsed(expression, 'followed too deep');
    if (loose) {
      const literals = literalsOfType(expression);
      if (literals) return plain(literals);
      if (checker.getTypeAtLocation(expression).flags & ts.TypeFlags.NumberLike) return plain([HOLE]);
    }
    try {
      return evaluate(expression, depth, loose);
    } catch (error) {
      if (loose && error instanceof Unparsed) return plain([HOLE]);
      throw error;
    }
  };

  const evaluate = (expression: ts.Expression, depth: number, loose: boolean): Value[] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      visited.add(expression);
      return [{ text: expression.text, at: expression }];
    }
    if (ts.isNumericLiteral(expression)) return plain([expression.text]);
    if (ts.isTemplateExpression(expression)) {
      visited.add(expression);
      return cartesian([
        [{ text: expression.head.text, at: expression }],
        ...expression.templateSpans.flatMap((span) => [
          strings(span.expression, depth + 1, true),
          [{ text: span.literal.text, at: null }],
        ]),
      ]);
    }
    if (ts.isConditionalExpression(expression))
      return [
        ...strings(expression.whenTrue, depth + 1, loose),
        ...strings(expression.whenFalse, depth + 1, loose),
      ];
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.PlusToken)
        return cartesian([
          strings(expression.left, depth + 1, true),
          strings(expression.right, depth + 1, true),
        ]);
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
        return [
          ...strings(expression.left, depth + 1, loose),
          ...strings(expression.right, depth + 1, loose),
        ];
    }
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
      let definitions: ts.Expression[];
      try {
        definitions = definitionsOf(expression);
      } catch (error) {
        // A property of a typed value (`spec.kind`), say: its literal type still tells its values.
        const literals = literalsOfType(expression);
        if (literals) return plain(literals);
        throw error;
      }
      return definitions.flatMap((definition) => strings(definition, depth + 1, loose));
    }
    const literals = literalsOfType(expression);
    if (literals) return plain(literals);
    throw new Unparsed(expression, `cannot tell what string ${expression.getText()} is`);
  };

  /** The object literals an expression can be (a request's config). */
  const objects = (node: ts.Expression, depth: number): ts.ObjectLiteralExpression[] => {
    const expression = unwrap(node);
    if (depth > MAX_DEPTH) throw new Unparsed(expression, 'followed too deep');
    if (ts.isObjectLiteralExpression(expression)) return [expression];
    if (ts.isConditionalExpression(expression))
      return [...objects(expression.whenTrue, depth + 1), ...objects(expression.whenFalse, depth + 1)];
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression))
      return definitionsOf(expression).flatMap((definition) => objects(definition, depth + 1));
    throw new Unparsed(expression, `cannot tell what object ${expression.getText()} is`);
  };

  /** A property's value expressions: the last one given wins, spreads included. */
  const property = (
    object: ts.ObjectLiteralExpression,
    name: string,
    depth: number,
  ): ts.Expression[] | null => {
    for (const member of [...object.properties].reverse()) {
      if (ts.isSpreadAssignment(member)) {
        const inner = objects(member.expression, depth + 1).map((spread) =>
          property(spread, name, depth + 1),
        );
        if (inner.some((found) => found === null) && inner.some((found) => found !== null))
          throw new Unparsed(member, `only some values of the spread give ${name}`);
        if (inner[0]) return inner.flatMap((found) => found ?? []);
        continue;
      }
      if (!member.name || !ts.isIdentifier(member.name) || member.name.text !== name) continue;
      if (ts.isPropertyAssignment(member)) return [member.initializer];
      if (ts.isShorthandPropertyAssignment(member)) return [member.name];
      throw new Unparsed(member, `${name} is not a plain property`);
    }
    return null;
  };

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
    if (given !== segment) return false;
  }
  return want.length === have.length;
};
