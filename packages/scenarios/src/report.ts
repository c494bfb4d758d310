/** Reporting scenario results: readable text (with expected-vs-actual) and one JSON object per file. */
import type { Failure } from './expect.js';
import type { ScenarioResult, Status } from './run.js';

const TAG: Record<Status, string> = {
  pass: 'PASS ',
  fail: 'FAIL ',
  error: 'ERROR',
  'expected-fail': 'XFAIL',
  'unexpected-pass': 'XPASS',
};

function value(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return `[${v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ')}]`;
  return JSON.stringify(v);
}

function failureLines(file: string, f: Failure, indent: string): string[] {
  const extra = [f.code, f.rule ? `rule ${f.rule}` : undefined].filter(Boolean).join(', ');
  const head = `${indent}${file}:${f.line}: ${f.category && f.category !== 'expectation' ? `${f.category}: ` : ''}${f.message}${extra ? ` [${extra}]` : ''}`;
  const out = [head];
  if (f.expected !== undefined || f.actual !== undefined) {
    out.push(`${indent}    expected: ${value(f.expected)}`);
    out.push(`${indent}    actual:   ${value(f.actual)}`);
  }
  return out;
}

/** One result as text: a status line, then (unless it passed) each failure with its line. */
export function formatResult(r: ScenarioResult, opts: { verbose?: boolean } = {}): string {
  const rules = r.rules.length ? ` (${r.rules.join(', ')})` : '';
  const lines = [`${TAG[r.status]} ${r.file}${r.name ? `  ${r.name}` : ''}${rules}`];
  if (r.status === 'expected-fail') {
    lines.push(`      expected to fail: ${r.expectFail}`);
    if (opts.verbose) for (const f of r.failures) lines.push(...failureLines(r.file, f, '      '));
  } else if (r.status === 'unexpected-pass') {
    lines.push(`      marked expect_fail ("${r.expectFail}") but it passes now: remove expect_fail to promote it`);
  } else if (r.status !== 'pass') {
    if (r.cases.length <= 1) for (const f of r.failures) lines.push(...failureLines(r.file, f, '      '));
    else {
      for (const c of r.cases) {
        if (c.pass) continue;
        lines.push(`      case${c.name ? ` "${c.name}"` : ''} (line ${c.line}):`);
        const fs: Failure[] = [...c.failures];
        if (c.error)
          fs.push({
            line: c.error.line,
            message: c.error.message,
            category: c.error.category,
            ...(c.error.extra.code ? { code: c.error.extra.code } : {}),
            ...(c.error.extra.rule ? { rule: c.error.extra.rule } : {}),
          });
        for (const f of fs) lines.push(...failureLines(r.file, f, '        '));
      }
    }
  }
  return lines.join('\n');
}

/** The JSON object for one file: {"file", "pass", "failures", …}. */
export function resultJson(r: ScenarioResult): Record<string, unknown> {
  return {
    file: r.file,
    pass: r.status === 'pass',
    status: r.status,
    name: r.name,
    rules: r.rules,
    ...(r.expectFail !== null ? { expect_fail: r.expectFail } : {}),
    failures: r.failures.map((f) => ({
      line: f.line,
      message: f.message,
      ...(f.category ? { category: f.category } : {}),
      ...(f.code ? { code: f.code } : {}),
      ...(f.rule ? { rule: f.rule } : {}),
      ...(f.expected !== undefined ? { expected: f.expected } : {}),
      ...(f.actual !== undefined ? { actual: f.actual } : {}),
    })),
  };
}

export function summarize(results: readonly ScenarioResult[]): {
  text: string;
  ok: boolean;
  counts: Record<Status, number>;
} {
  const counts: Record<Status, number> = { pass: 0, fail: 0, error: 0, 'expected-fail': 0, 'unexpected-pass': 0 };
  for (const r of results) counts[r.status]++;
  const parts = [`${counts.pass} passed`];
  if (counts['expected-fail']) parts.push(`${counts['expected-fail']} expected to fail`);
  if (counts['unexpected-pass'])
    parts.push(`${counts['unexpected-pass']} marked expect_fail but passing (promote them)`);
  if (counts.fail) parts.push(`${counts.fail} failed`);
  if (counts.error) parts.push(`${counts.error} with errors`);
  return {
    text: `${results.length} scenario file${results.length === 1 ? '' : 's'}: ${parts.join(', ')}`,
    ok: counts.fail === 0 && counts.error === 0,
    counts,
  };
}
