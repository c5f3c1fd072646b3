import ts from 'typescript';
import { Unparsed, type Scope } from './client-calls-program';

/**
 * Where a value of the front ends comes from, for the scanner (client-calls.ts): a constant's initializer, or a
 * parameter's arguments at every call of its function (a component's props at every JSX element), across files.
 */

/** The object-literal readers of client-calls-values.ts, which a destructured parameter's arguments go through. */
type ObjectReaders = {
  objects: (node: ts.Expression, depth: number) => ts.ObjectLiteralExpression[];
  property: (object: ts.ObjectLiteralExpression, name: string, depth: number) => ts.Expression[] | null;
};

export const createDefinitions = (scope: Scope, { objects, property }: ObjectReaders) => {
  const { checker, identifiers, symbolOf } = scope;

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

  return definitionsOf;
};
