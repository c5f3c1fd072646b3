import ts from 'typescript';
import { createDefinitions } from './client-calls-definitions';
import { HOLE, MAX_DEPTH, Unparsed, type Scope } from './client-calls-program';

/**
 * What a front-end expression can evaluate to, for the scanner (client-calls.ts): the strings a URL or a method
 * can be (literals, templates, conditionals, concatenations, constants and parameters followed through
 * client-calls-definitions.ts), and the object literals a request's config can be.
 */

/** A string an expression can be, and the literal it was written in (where the call is reported). */
type Value = { text: string; at: ts.Node | null };

const cartesian = (parts: Value[][]): Value[] =>
  parts.reduce<Value[]>(
    (done, part) =>
      done.flatMap((head) => part.map((tail) => ({ text: head.text + tail.text, at: head.at ?? tail.at }))),
    [{ text: '', at: null }],
  );

const plain = (texts: string[]): Value[] => texts.map((text) => ({ text, at: null }));

export const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node) ||
  ts.isTypeAssertionExpression(node)
    ? unwrap(node.expression)
    : node;

export const createValues = (scope: Scope) => {
  const { checker, visited } = scope;
  const definitionsOf = createDefinitions(scope, {
    objects: (node, depth) => objects(node, depth),
    property: (object, name, depth) => property(object, name, depth),
  });

  /** The values a literal type allows ('a' | 'b'), or null. */
  const literalsOfType = (node: ts.Expression): string[] | null => {
    const type = checker.getTypeAtLocation(node);
    const members = type.isUnion() ? type.types : [type];
    if (!members.every((member) => member.isStringLiteral() || member.isNumberLiteral())) return null;
    return members.map((member) => String((member as ts.LiteralType).value));
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

  return { strings, objects, property };
};
