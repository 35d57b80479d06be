import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The gate a route declares where it is registered: `app.requirePermission(...)` or
 * `app.requireAuth` among its preHandlers (plugins/auth.ts runs them before validation). Read
 * from the sources, because the gates are closures Fastify keeps no name of. A route without a
 * declared gate may still check in its service; docs/architecture.md section 14 says what.
 */
export type RouteGate =
  | { kind: 'none' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permissions: string[]; requireAll: boolean };

export interface DeclaredRoute {
  method: string;
  url: string;
  gate: RouteGate;
  /** The registering file, relative to apps/server/src. */
  file: string;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** Every `*.ts` file under `dir` but tests, test helpers and these generators. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' || entry.name === 'docs' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const stringOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const propertyOf = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined => {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) {
      return property.initializer;
    }
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) {
      return property.name;
    }
  }
  return undefined;
};

/** The gate an expression stands for: a requirePermission call, requireAuth, or a name bound to one. */
function gateOf(node: ts.Expression, named: Map<string, RouteGate>): RouteGate | undefined {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    if (node.expression.name.text !== 'requirePermission') {
      return undefined;
    }
    const [first, options] = node.arguments;
    const permissions =
      first && ts.isArrayLiteralExpression(first)
        ? first.elements.flatMap((e) => stringOf(e) ?? [])
        : [stringOf(first)].flatMap((p) => p ?? []);
    const all =
      options && ts.isObjectLiteralExpression(options) ? propertyOf(options, 'requireAll') : undefined;
    return { kind: 'permission', permissions, requireAll: all?.kind === ts.SyntaxKind.TrueKeyword };
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'requireAuth') {
    return { kind: 'signed-in' };
  }
  if (ts.isIdentifier(node)) {
    return named.get(node.text);
  }
  return undefined;
}

/** The strongest gate among a route's preHandlers (a permission gate includes being signed in). */
function routeGate(
  options: ts.ObjectLiteralExpression | undefined,
  named: Map<string, RouteGate>,
): RouteGate {
  const pre = options ? propertyOf(options, 'preHandler') : undefined;
  if (!pre) {
    return { kind: 'none' };
  }
  const handlers = ts.isArrayLiteralExpression(pre) ? [...pre.elements] : [pre];
  const gates = handlers.flatMap((h) => gateOf(h, named) ?? []);
  return gates.find((g) => g.kind === 'permission') ?? gates[0] ?? { kind: 'none' };
}

function declaredIn(file: string, root: string): DeclaredRoute[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const named = new Map<string, RouteGate>();
  const found: DeclaredRoute[] = [];
  const where = relative(root, file).split('\\').join('/');

  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const gate = gateOf(node.initializer, named);
      if (gate) {
        named.set(node.name.text, gate);
      }
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first, second] = node.arguments;
      const url = stringOf(first);
      if (METHODS.has(method) && url?.startsWith('/')) {
        const options = second && ts.isObjectLiteralExpression(second) ? second : undefined;
        found.push({ method: method.toUpperCase(), url, gate: routeGate(options, named), file: where });
      } else if (method === 'route' && first && ts.isObjectLiteralExpression(first)) {
        const routeUrl = stringOf(propertyOf(first, 'url'));
        const methods = propertyOf(first, 'method');
        const list =
          methods && ts.isArrayLiteralExpression(methods)
            ? methods.elements.flatMap((m) => stringOf(m) ?? [])
            : [stringOf(methods)].flatMap((m) => m ?? []);
        if (routeUrl?.startsWith('/')) {
          for (const m of list) {
            found.push({
              method: m.toUpperCase(),
              url: routeUrl,
              gate: routeGate(first, named),
              file: where,
            });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Routes declared with a literal path under apps/server/src, keyed `METHOD url`. */
export function declaredRoutes(serverSrc: string): Map<string, DeclaredRoute> {
  const routes = new Map<string, DeclaredRoute>();
  for (const file of sourceFiles(serverSrc)) {
    for (const route of declaredIn(file, serverSrc)) {
      routes.set(`${route.method} ${route.url}`, route);
    }
  }
  return routes;
}
