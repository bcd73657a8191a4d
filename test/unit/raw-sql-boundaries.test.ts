import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A server feature reads another feature's tables through that feature's read functions, or in a
// query typed from the entities (db/kysely.ts), never in raw SQL with hand-written row types. Raw
// `sql()` (db/sql.ts) stays on the feature's own tables: advisory locks, upserts, throttles, the
// identity provider's tables. Features and their tables come from the entities' folders.

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = path.join(root, 'src/server');

/** Tables without an entity, and the feature that owns them. */
const TABLES_WITHOUT_ENTITIES: Record<string, string> = {
  // The local identity provider's own tables (auth/local-auth.ts).
  auth_user: 'auth',
  auth_session: 'auth',
  auth_account: 'auth',
  auth_verification: 'auth',
  auth_rate_limit: 'auth',
  auth_two_factor: 'auth',
};

const sourceFiles = (): string[] =>
  fs
    .readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.split(path.sep).includes('migrations'))
    .map((file) => path.join(server, file))
    .sort();

const featureOf = (file: string) => path.relative(server, file).split(path.sep)[0]!;

/** Every entity's table, by the folder (feature) its entity is defined in. */
function tableOwners(files: string[]): Map<string, string> {
  const owners = new Map(Object.entries(TABLES_WITHOUT_ENTITIES));
  for (const file of files)
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\btableName:\s*'([a-z_]+)'/g))
      owners.set(match[1]!, featureOf(file));
  return owners;
}

/** The text of a statement: its string parts, and the same file's constants it names. */
function statementText(node: ts.Node, constants: Map<string, string>): string {
  const parts: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteralLike(n)) parts.push(n.text);
    else if (ts.isTemplateExpression(n))
      parts.push(n.head.text, ...n.templateSpans.map((span) => span.literal.text));
    else if (ts.isIdentifier(n) && constants.has(n.text)) parts.push(constants.get(n.text)!);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return parts.join(' ');
}

interface RawCall {
  at: string;
  feature: string;
  tables: string[];
}

/** The raw `sql()` calls of a file (db/sql.ts's, not Kysely's template tag) and the tables they name. */
function rawCalls(file: string, owners: Map<string, string>): RawCall[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const rawSqlImported = source.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      /\/db\/sql(\.ts)?$|^\.\/sql(\.ts)?$/.test(s.moduleSpecifier.text) &&
      !!s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => e.name.text === 'sql'),
  );
  if (!rawSqlImported) return [];
  // The file's string constants, in order, each with the constants it is built from.
  const constants = new Map<string, string>();
  const collectConstants = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer)
      constants.set(n.name.text, statementText(n.initializer, constants));
    ts.forEachChild(n, collectConstants);
  };
  collectConstants(source);
  // `sql` itself, and the file's own wrappers of it (`const run = (em, query) => sql(em, query)`).
  const callers = new Set(['sql']);
  const isRawCall = (n: ts.Node): n is ts.CallExpression =>
    ts.isCallExpression(n) && ts.isIdentifier(n.expression) && callers.has(n.expression.text);
  const findWrappers = (n: ts.Node) => {
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.initializer &&
      ts.isArrowFunction(n.initializer)
    ) {
      let wraps = false;
      const look = (m: ts.Node) => {
        if (isRawCall(m) && m.arguments[1] && ts.isIdentifier(m.arguments[1])) wraps = true;
        ts.forEachChild(m, look);
      };
      look(n.initializer.body);
      if (wraps) callers.add(n.name.text);
    }
    ts.forEachChild(n, findWrappers);
  };
  findWrappers(source);
  const calls: RawCall[] = [];
  const visit = (n: ts.Node) => {
    if (isRawCall(n)) {
      const statement = n.arguments
        .slice(1, 2)
        .map((arg) => statementText(arg, constants))
        .join(' ');
      const named = [...statement.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)].map((m) =>
        m[1]!.toLowerCase(),
      );
      const { line } = source.getLineAndCharacterOfPosition(n.getStart());
      calls.push({
        at: `${path.relative(root, file)}:${line + 1}`,
        feature: featureOf(file),
        tables: [...new Set(named)].filter((table) => owners.has(table)),
      });
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return calls;
}

describe('raw SQL stays on its own feature', () => {
  const files = sourceFiles();
  const owners = tableOwners(files);
  const calls = files.flatMap((file) => rawCalls(file, owners));

  it('finds the entities and the raw calls it checks', () => {
    expect(owners.get('participant')).toBe('registration');
    expect(owners.get('app_user')).toBe('users');
    expect(calls.some((call) => call.tables.includes('login_throttle'))).toBe(true);
  });

  it("names no other feature's table in a raw sql() call", () => {
    const crossings = calls.flatMap((call) =>
      call.tables
        .filter((table) => owners.get(table) !== call.feature)
        .map((table) => `${call.at} reads ${table} (${owners.get(table)}'s)`),
    );
    expect(
      crossings,
      'give the owning feature a read function, or type the query from the entities (db/kysely.ts)',
    ).toEqual([]);
  });
});
