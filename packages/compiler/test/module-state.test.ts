/**
 * Issue 16 §Explicit context: no module-level mutable state in the compiler. Every module of packages/compiler/src
 * is parsed with the TypeScript compiler API; the test fails on a top-level `let` or `var`, and on any mutation of
 * a top-level binding (`x.f = …`, `x[k] = …`, `x.f++`, `x.set/add/push/…(…)`, `Object.assign(x, …)`) anywhere in
 * the compiler, whether the binding is the module's own or imported from another compiler module. The context
 * the grammar needs travels in CardCtx (src/card-context.ts), carried by each Cursor.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const SRC = new URL('../src/', import.meta.url);
const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
]);

interface Module {
  readonly file: string;
  readonly src: ts.SourceFile;
  /** Top-level bindings declared here. */
  readonly own: Set<string>;
}

function load(file: string): Module {
  const src = ts.createSourceFile(file, readFileSync(new URL(file, SRC), 'utf8'), ts.ScriptTarget.Latest, true);
  const own = new Set<string>();
  for (const st of src.statements)
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) own.add(d.name.text);
  return { file, src, own };
}

/** Names this module imports from other compiler modules that are top-level bindings there. */
function importedState(m: Module, byFile: Map<string, Module>): Set<string> {
  const out = new Set<string>();
  for (const st of m.src.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const from = byFile.get(st.moduleSpecifier.text.replace(/^\.\//, '').replace(/\.js$/, '.ts'));
    const named = st.importClause?.namedBindings;
    if (!from || !named || !ts.isNamedImports(named)) continue;
    for (const e of named.elements) if (from.own.has((e.propertyName ?? e.name).text)) out.add(e.name.text);
  }
  return out;
}

/** The identifier at the base of `x.a.b` / `x[k]`, if any. */
function base(e: ts.Expression): string | null {
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e) || ts.isNonNullExpression(e))
    e = e.expression;
  return ts.isIdentifier(e) ? e.text : null;
}

function isAssignment(k: ts.SyntaxKind): boolean {
  return k >= ts.SyntaxKind.FirstAssignment && k <= ts.SyntaxKind.LastAssignment;
}

/** Mutations of `state` names in `m`, as "file:line: text". */
function mutations(m: Module, state: Set<string>): string[] {
  const out: string[] = [];
  const hit = (n: ts.Node): void => {
    const line = m.src.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    out.push(`${m.file}:${line}: ${n.getText().slice(0, 80)}`);
  };
  const target = (e: ts.Expression): boolean =>
    (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) && state.has(base(e) ?? '');
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && isAssignment(n.operatorToken.kind) && target(n.left)) hit(n);
    if (
      (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
      (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken) &&
      target(n.operand)
    )
      hit(n);
    if (ts.isDeleteExpression(n) && target(n.expression)) hit(n);
    if (ts.isCallExpression(n)) {
      const c = n.expression;
      if (ts.isPropertyAccessExpression(c) && MUTATORS.has(c.name.text) && state.has(base(c.expression) ?? '')) hit(n);
      if (c.getText() === 'Object.assign' && n.arguments[0] && state.has(base(n.arguments[0]) ?? '')) hit(n);
    }
    ts.forEachChild(n, visit);
  };
  visit(m.src);
  return out;
}

test('issue 16: no compiler module has module-level mutable state (no top-level let/var, no mutated top-level binding)', () => {
  const files = readdirSync(SRC).filter((f) => f.endsWith('.ts'));
  assert.ok(files.length > 30, `only ${files.length} compiler modules found`);
  const mods = files.map(load);
  const byFile = new Map(mods.map((m) => [m.file, m]));
  const problems: string[] = [];
  for (const m of mods) {
    for (const st of m.src.statements)
      if (ts.isVariableStatement(st) && !(st.declarationList.flags & ts.NodeFlags.Const)) {
        const line = m.src.getLineAndCharacterOfPosition(st.getStart()).line + 1;
        problems.push(`${m.file}:${line}: top-level ${st.getText().slice(0, 60)}`);
      }
    // A local binding that shadows a top-level name is rare in this code; the name-based check may then report
    // a false positive, never miss a real mutation.
    problems.push(...mutations(m, new Set([...m.own, ...importedState(m, byFile)])));
  }
  assert.deepEqual(problems, [], `module-level mutable state in the compiler:\n${problems.join('\n')}`);
});

test('the module-state check finds a top-level let and a mutated top-level object', () => {
  const src = ts.createSourceFile(
    'x.ts',
    'let n = 0;\nconst seen = new Set<string>();\nconst box = { v: 1 };\nexport function f(s: string) { seen.add(s); box.v = 2; }',
    ts.ScriptTarget.Latest,
    true,
  );
  const m: Module = { file: 'x.ts', src, own: new Set(['n', 'seen', 'box']) };
  assert.equal(mutations(m, m.own).length, 2);
  assert.ok(
    src.statements.some((st) => ts.isVariableStatement(st) && !(st.declarationList.flags & ts.NodeFlags.Const)),
  );
});
