/**
 * The scenario-format checks (views, stacks, cast options, new objects) each fail when the game disagrees, and their
 * authoring mistakes are errors naming the line — per-player views, turn-marker stacks, cast
 * options, activation from other zones, abilities named by text, and new objects (400.7).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario, runScenarioText, type ScenarioResult } from '../src/index.js';
import { defaultSources } from '../src/node.js';

const sources = await defaultSources();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const format = (f: string): string => readFileSync(path.join(root, 'tests', 'scenarios', 'format', f), 'utf8');

function run(text: string): ScenarioResult {
  let r: ScenarioResult | undefined;
  assert.doesNotThrow(() => {
    r = runScenarioText(text, 'format.yaml', { sources });
  });
  return r!;
}

function failure(r: ScenarioResult, re: RegExp): void {
  assert.ok(
    r.failures.some((f) => re.test(f.message)),
    `no failure matching ${re} in ${JSON.stringify(
      r.failures.map((f) => `${f.line}: ${f.message}`),
      null,
      1,
    )}`,
  );
}

const BASE = `name: t
rules: [602.1]
setup:
  players:
    - name: Alex
      hand: [Lightning Bolt, Viscera Dragger]
      graveyard: [Think Twice]
      battlefield: [Adarkar Wastes, Mountain, Island, Island]
    - name: Bianca
      hand: [Counterspell]
position: { turn: 2, active: Alex, step: main1 }
`;

test('402.3 / invariant 5: a view check fails when the view shows what it should hide, and names what it shows', () => {
  const r = run(
    `${BASE}expect:\n  view:\n    Bianca:\n      sees: [Lightning Bolt]\n      hands: { Alex: [Lightning Bolt] }\n      decision: priority\n`,
  );
  assert.equal(r.status, 'fail');
  failure(r, /Bianca's view: expected it to show Lightning Bolt \(in hand, not shown\)/);
  failure(r, /Bianca's view of Alex's hand: expected \[Lightning Bolt\], got hidden/);
  failure(r, /Bianca's view: the pending decision shown: expected priority, got none/);
  const ok = run(
    `${BASE}expect:\n  view:\n    Alex: { hides: [Counterspell], hands: { Bianca: hidden } }\n    Bianca: { sees: [Adarkar Wastes], hides: [Lightning Bolt] }\n`,
  );
  assert.equal(ok.status, 'pass', JSON.stringify(ok.failures));
});

test('602.1: an ability name that fits several abilities is an error listing them; an unknown name lists them all', () => {
  const r = run(`${BASE}script:\n  - activate: Adarkar Wastes\n    ability: "{T}"\n`);
  assert.equal(r.status, 'error');
  failure(
    r,
    /ability "\{T\}" of Adarkar Wastes is ambiguous: it fits 2 abilities \(0: "\{T\}: Add \{C\}\.", 1: "\{T\}: Add \{W\} or \{U\}\. Adarkar Wastes deals 1 damage to you\."\)/,
  );
  assert.equal(r.failures[0]!.line, 13, 'the line of the step');
  const u = run(`${BASE}script:\n  - activate: Adarkar Wastes\n    ability: "Add {G}"\n`);
  failure(u, /Adarkar Wastes has no ability named "Add \{G\}"; its abilities are 0: "\{T\}: Add \{C\}\."/);
  const n = run(`${BASE}script:\n  - activate: Adarkar Wastes\n    ability: 7\n`);
  failure(n, /Adarkar Wastes has no ability #7/);
});

test('602.2: from: names the zone of the source, and a source elsewhere is an error', () => {
  const r = run(`${BASE}script:\n  - activate: Viscera Dragger\n    ability: unearth\n    from: graveyard\n`);
  assert.equal(r.status, 'error');
  failure(r, /Viscera Dragger is in hand, not in graveyard/);
  const bad = run(`${BASE}script:\n  - activate: Viscera Dragger\n    from: library\n`);
  failure(bad, /from: is one of battlefield, hand, graveyard, exile, command/);
});

test('118.9a: with: takes one alternative cost, names what the engine lacks, and checks graveyard permissions', () => {
  const two = run(`${BASE}script:\n  - cast: Lightning Bolt\n    with: [evoke, dash]\n    targets: [Bianca]\n`);
  failure(two, /evoke and dash are both alternative costs; only one can be applied to a spell \(118\.9a\)/);
  const prowl = run(`${BASE}script:\n  - cast: Lightning Bolt\n    with: prowl\n    targets: [Bianca]\n`);
  assert.equal(prowl.failures[0]!.category, 'unsupported');
  failure(prowl, /the engine has no prowl \(702\.76\)/);
  const kicker = run(`${BASE}script:\n  - cast: Lightning Bolt\n    with: kicker\n    targets: [Bianca]\n`);
  failure(kicker, /has no kicker/);
  const typo = run(`${BASE}script:\n  - cast: Lightning Bolt\n    with: bestowed\n`);
  failure(typo, /"bestowed" is not a cast option \(did you mean "bestow"\?\)/);
  const noFlashback = run(
    `${BASE.replace('graveyard: [Think Twice]', 'graveyard: [Lightning Bolt]')}script:\n  - cast: Lightning Bolt\n    with: flashback\n    targets: [Bianca]\n`,
  );
  failure(noFlashback, /Lightning Bolt(#2)? has no flashback \(702\.34a\)/);
  const half = run(`${BASE}script:\n  - cast: Lightning Bolt\n    half: Fire\n`);
  failure(half, /Lightning Bolt has no half "Fire": it is not a split card \(709\)/);
});

test('702.34a: with: flashback casts the card from the graveyard (the engine refuses it without the mana)', () => {
  const r = run(
    `${BASE.replace('battlefield: [Adarkar Wastes, Mountain, Island, Island]', 'battlefield: [Island]')}script:\n  - cast: Think Twice\n    with: flashback\n    refused: UNPAYABLE_COST\n`,
  );
  assert.equal(r.status, 'pass', JSON.stringify(r.failures));
});

test("807.5: stacks and stack_of fail when the object is on another marker's stack; an unknown marker is an error", () => {
  const text = format('grand-melee-stacks.yaml');
  assert.equal(run(text).status, 'pass');
  const wrong = run(text.replace('Shock: { stack_of: Evan }', 'Shock: { stack_of: Alex }'));
  failure(
    wrong,
    /Shock's stack of \(807\.5: each turn marker has its own stack\): expected turn marker 1 \(Alex\), got turn marker 2 \(Evan\)/,
  );
  const list = run(
    text.replace('stacks: { 1: [Lightning Bolt], 2: [Shock] }', 'stacks: { 1: [Lightning Bolt, Shock] }'),
  );
  failure(list, /the stack of turn marker 1 \(Alex's turn, bottom first\), in order/);
  const none = run(text.replace('stacks: { 1: [Lightning Bolt], 2: [Shock] }', 'stacks: { 3: [] }'));
  failure(none, /no turn marker "3": the turns in progress are 1 \(Alex\), 2 \(Evan\)/);
});

test('400.7: new_object fails for a card that stayed put and for one that moved, each against what it says', () => {
  const text = format('new-objects.yaml');
  assert.equal(run(text).status, 'pass');
  failure(
    run(text.replace('Hill Giant: { new_object: false }', 'Hill Giant: { new_object: true }')),
    /Hill Giant's new object \(400\.7: a zone change makes a new object\): expected true, got false/,
  );
  failure(
    run(
      text.replace(
        'Grizzly Bears: { zone: hand, new_object: true }',
        'Grizzly Bears: { zone: hand, new_object: false }',
      ),
    ),
    /Grizzly Bears's new object .*expected false, got true/,
  );
});

test('every scenario under tests/scenarios/format fails when its main expectation is changed', () => {
  const cases: [string, string, string][] = [
    ['view-hidden-information.yaml', 'hides: [Lightning Bolt, Grizzly Bears, Forest]', 'hides: [Mountain]'],
    ['ability-names.yaml', 'objects: { Two-Way Golem: { pt: 2/3 } }', 'objects: { Two-Way Golem: { pt: 3/2 } }'],
    [
      'abilities-from-other-zones.yaml',
      'Hellspark Elemental: { zone: battlefield, keywords: [trample, haste] }',
      'Hellspark Elemental: { zone: graveyard }',
    ],
    [
      'cast-options.yaml',
      'objects: { Nyxborn Rollicker: { attached_to: Grizzly Bears }, Grizzly Bears: { pt: 3/3 } }',
      'objects: { Grizzly Bears: { pt: 2/2 } }',
    ],
  ];
  for (const [file, from, to] of cases) {
    const text = format(file);
    assert.ok(text.includes(from), `${file} holds ${from}`);
    assert.equal(run(text).status, 'pass', file);
    assert.equal(run(text.replace(from, to)).status, 'fail', `${file} with ${to}`);
  }
});

test('the script and expectation examples of docs/scenarios.md parse', () => {
  const doc = readFileSync(path.join(root, 'docs', 'scenarios.md'), 'utf8');
  const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const head = 'name: d\nrules: [100.1]\nsetup: { players: 2 }\nposition: { active: P1, step: main1 }\n';
  const parts = blocks.filter(
    (b) => b.startsWith('- ') || b.startsWith('script:') || (b.startsWith('expect:') && !b.includes('turn: 4')),
  );
  assert.ok(parts.length >= 5, `found ${parts.length} script/expect examples`);
  for (const b of parts) {
    const text = b.startsWith('- ') ? `${head}script:\n${b.replace(/^/gm, '  ')}` : `${head}${b}`;
    assert.doesNotThrow(() => parseScenario(text), b);
  }
});
