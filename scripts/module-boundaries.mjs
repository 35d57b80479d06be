// The server's module boundaries (docs/architecture.md 17), checked on the import graph of
// apps/server/src. `module-boundaries.test.mjs` runs it inside `npm test`; `node scripts/module-boundaries.mjs`
// prints what it finds. There is no list of exceptions: a file's kind (its place and the end of its
// name) alone decides what it may import.
//
// Rules:
// - other-module-repo: a module is entered through its service or a small public file, never through
//   another module's `*.repo.ts` (nor its `*.sql.ts` from anything but a repository). Plugins, realtime/,
//   jobs/, docs/, app.ts and main.ts are held to the same rule.
// - sql-outside-repo: SQL only in `*.repo.ts` (and `*.sql.ts` fragments): no other file imports a value
//   from drizzle-orm, pg, PGlite or the schema (`db/schema*`), nor runs raw SQL through `store.sql`.
// - repo-named-for-other-module: a repository named for another module (`auth.users.repo.ts`) is that
//   module's repository: it lives in that module.
// - whole-server: only a module's routes (`*.routes.ts`), its plugin (`*.plugin.ts`) and modules.ts take
//   the FastifyInstance; services, jobs and the rest take the parts they use (`Deps<...>`, plugins/deps.ts).
// Not bound (they build and read the store to test it): db/ (the store's own code), seed/, testing/,
// `*.testing.ts` and `*.test.ts`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SQL_PACKAGES = [/^drizzle-orm(\/|$)/, /^pg$/, /^@electric-sql\/pglite(\/|$)/];
const SCHEMA = /^db\/schema(\.ts$|\/)/;

/** What kind of file a path (relative to the server's src/, with `/`) is. */
export function fileKind(path) {
  if (path.endsWith('.test.ts')) {
    return 'test';
  }
  if (path.endsWith('.testing.ts') || path.startsWith('testing/')) {
    return 'test-helper';
  }
  if (path.startsWith('seed/')) {
    return 'seed';
  }
  if (path.startsWith('db/')) {
    return 'store';
  }
  if (path.endsWith('.repo.ts')) {
    return 'repo';
  }
  if (path.endsWith('.sql.ts')) {
    return 'sql';
  }
  return 'code';
}

const bound = (kind) => kind === 'code' || kind === 'repo' || kind === 'sql';
const mayHoldSql = (kind) => kind !== 'code';
const moduleOf = (path) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
/** The files that take the whole server: a module's routes and plugin, and modules.ts that registers them. */
const takesServer = (path) =>
  path.endsWith('.routes.ts') || path.endsWith('.plugin.ts') || path === 'modules/modules.ts';

function listFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') {
        listFiles(path, out);
      }
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

function resolveImport(srcDir, fromFile, specifier) {
  let base;
  if (specifier.startsWith('#src/')) {
    base = join(srcDir, specifier.slice('#src/'.length));
  } else if (specifier.startsWith('.')) {
    base = resolve(dirname(fromFile), specifier);
  } else {
    return { external: specifier };
  }
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return { path: relative(srcDir, candidate).split(sep).join('/') };
    }
  }
  return { path: relative(srcDir, base).split(sep).join('/') };
}

function importIsTypeOnly(node) {
  if (ts.isExportDeclaration(node)) {
    return node.isTypeOnly;
  }
  const clause = node.importClause;
  if (!clause) {
    return false; // a side-effect import runs the module
  }
  if (clause.isTypeOnly) {
    return true;
  }
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** The imports of one file: { specifier, typeOnly, line } (static, re-exports and `import('...')`). */
function importsOf(sourceFile) {
  const found = [];
  const lineOf = (node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const rawSql = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: importIsTypeOnly(node),
        line: lineOf(node),
        names: named && ts.isNamedImports(named) ? named.elements.map((e) => e.name.text) : [],
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, line: lineOf(node), names: [] });
    } else if (
      ts.isPropertyAccessExpression(node) &&
      (node.name.text === 'query' || node.name.text === 'withConnection') &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'sql'
    ) {
      rawSql.push(lineOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { imports: found, rawSql };
}

/**
 * Checks every TypeScript file under srcDir (the server's src/). Returns the violations, each
 * { rule, file, line, message }, file relative to srcDir.
 */
export function checkModuleBoundaries(srcDir) {
  const modulesDir = join(srcDir, 'modules');
  const modules = existsSync(modulesDir)
    ? readdirSync(modulesDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  const violations = [];
  for (const absolute of listFiles(srcDir)) {
    const file = relative(srcDir, absolute).split(sep).join('/');
    const kind = fileKind(file);
    if (!bound(kind)) {
      continue;
    }
    const own = moduleOf(file);
    const text = readFileSync(absolute, 'utf8');
    const { imports, rawSql } = importsOf(ts.createSourceFile(absolute, text, ts.ScriptTarget.Latest, false));

    if (kind === 'repo' && own) {
      const words = file.slice(file.lastIndexOf('/') + 1, -'.repo.ts'.length).split('.');
      const named = words.find((w) => w !== own && modules.includes(w));
      if (named) {
        violations.push({
          rule: 'repo-named-for-other-module',
          file,
          line: 1,
          message: `the ${named} repository belongs to modules/${named}/`,
        });
      }
    }
    for (const line of mayHoldSql(kind) ? [] : rawSql) {
      violations.push({
        rule: 'sql-outside-repo',
        file,
        line,
        message: 'raw SQL through store.sql: SQL goes in a *.repo.ts',
      });
    }
    for (const imp of imports) {
      const target = resolveImport(srcDir, absolute, imp.specifier);
      if (target.external) {
        if (
          target.external === 'fastify' &&
          imp.names.includes('FastifyInstance') &&
          moduleOf(file) &&
          !takesServer(file)
        ) {
          violations.push({
            rule: 'whole-server',
            file,
            line: imp.line,
            message:
              "takes the whole FastifyInstance: take the parts it uses (Deps<'store' | ...>, plugins/deps.ts)",
          });
        }
        if (!imp.typeOnly && !mayHoldSql(kind) && SQL_PACKAGES.some((p) => p.test(target.external))) {
          violations.push({
            rule: 'sql-outside-repo',
            file,
            line: imp.line,
            message: `imports ${target.external}: SQL goes in a *.repo.ts`,
          });
        }
        continue;
      }
      const to = target.path;
      if (!imp.typeOnly && !mayHoldSql(kind) && SCHEMA.test(to)) {
        violations.push({
          rule: 'sql-outside-repo',
          file,
          line: imp.line,
          message: `imports the schema (${to}): SQL goes in a *.repo.ts`,
        });
      }
      const targetModule = moduleOf(to);
      if (!targetModule || targetModule === own) {
        continue;
      }
      const targetKind = fileKind(to);
      if (targetKind === 'repo' || (targetKind === 'sql' && kind === 'code')) {
        violations.push({
          rule: 'other-module-repo',
          file,
          line: imp.line,
          message: `imports ${to}: enter modules/${targetModule}/ through its service or a public file`,
        });
      }
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export const serverSrc = fileURLToPath(new URL('../apps/server/src', import.meta.url));

export function formatViolation(v) {
  return `apps/server/src/${v.file}:${v.line} [${v.rule}] ${v.message}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = checkModuleBoundaries(serverSrc);
  for (const v of violations) {
    console.log(formatViolation(v));
  }
  const byRule = {};
  for (const v of violations) {
    byRule[v.rule] = (byRule[v.rule] ?? 0) + 1;
  }
  console.log(`${violations.length} boundary violations`, JSON.stringify(byRule));
  process.exit(violations.length > 0 ? 1 : 0);
}
