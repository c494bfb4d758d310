/**
 * Bad input: every problem is reported with its line and reason, and nothing throws —
 * malformed YAML, unknown cards, impossible positions, illegal scripted actions, bad names.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runScenarioText, type ScenarioResult } from '../src/index.js';

/** Runs scenario text; the text's first line is line 1. */
function run(text: string): ScenarioResult {
  let r: ScenarioResult | undefined;
  assert.doesNotThrow(() => {
    r = runScenarioText(text, 'bad.yaml');
  });
  return r!;
}

/** Asserts exactly one failure of `category` on `line` whose message matches `re`. */
function fails(r: ScenarioResult, status: ScenarioResult['status'], category: string, line: number, re: RegExp): void {
  assert.equal(r.status, status, JSON.stringify(r.failures));
  const f = r.failures.find((x) => x.category === category);
  assert.ok(f, `no ${category} failure in ${JSON.stringify(r.failures)}`);
  assert.equal(f.line, line, `line of: ${f.message}`);
  assert.match(f.message, re);
}

const TWO_PLAYERS = `name: t
rules: [100.1]
setup:
  players:
    - name: Alex
      battlefield: [Mountain]
      hand: [Lightning Bolt]
    - name: Bianca
      battlefield: [Grizzly Bears]
position: { turn: 2, active: Alex, step: main1 }
`;

// ---------------------------------------------------------------------------
// Malformed YAML and schema errors
// ---------------------------------------------------------------------------

test('malformed YAML: an unclosed flow list names its line', () => {
  const r = run('name: t\nrules: [100.1]\nsetup:\n  players: [Alex, Bianca\nposition: {}\n');
  assert.equal(r.status, 'error');
  assert.equal(r.failures[0]!.category, 'yaml');
  assert.ok(r.failures[0]!.line >= 4 && r.failures[0]!.line <= 6, `line ${r.failures[0]!.line}`);
});

test('malformed YAML: bad indentation', () => {
  const r = run('name: t\nrules: [100.1]\nsetup:\n  players:\n    - name: Alex\n   - name: Bianca\n');
  assert.equal(r.status, 'error');
  assert.equal(r.failures[0]!.category, 'yaml');
  assert.equal(r.failures[0]!.line, 6);
});

test('malformed YAML: a duplicated key', () => {
  const r = run('name: t\nname: u\nrules: [100.1]\n');
  assert.equal(r.failures[0]!.category, 'yaml');
  assert.equal(r.failures[0]!.line, 2);
});

test('an empty file and a file that is not a map', () => {
  assert.equal(run('').failures[0]!.category, 'schema');
  assert.match(run('- a\n- b\n').failures[0]!.message, /map/);
});

test('an unknown key gets a "did you mean"', () => {
  const r = run(TWO_PLAYERS.replace('position:', 'postion: {}\nposition:'));
  fails(r, 'error', 'schema', 10, /unknown key "postion".*did you mean "position"/);
});

test('an unknown step name gets a suggestion', () => {
  const r = run(TWO_PLAYERS.replace('step: main1', 'step: mian1'));
  fails(r, 'error', 'schema', 10, /"mian1" is not a step.*did you mean "main1"/);
});

test('a scenario must name its rules', () => {
  const r = run(TWO_PLAYERS.replace('rules: [100.1]\n', ''));
  assert.match(r.failures[0]!.message, /rules/);
  const bad = run(TWO_PLAYERS.replace('rules: [100.1]', 'rules: [seven]'));
  fails(bad, 'error', 'schema', 2, /not a rule number/);
});

test('an inline creature without power and toughness', () => {
  const r = run(`${TWO_PLAYERS}cards:\n  - name: Blob\n    type: Creature — Ooze\n`);
  fails(r, 'error', 'schema', 12, /creature: give its power and toughness/);
});

// ---------------------------------------------------------------------------
// Unknown cards
// ---------------------------------------------------------------------------

test('an unknown card names its line and suggests close names', () => {
  const r = run(TWO_PLAYERS.replace('battlefield: [Grizzly Bears]', 'battlefield: [Grizly Bears]'));
  fails(r, 'error', 'card', 9, /"Grizly Bears" is not a card.*did you mean "Grizzly Bears"/);
});

test('an unknown card on the stack', () => {
  const r = run(
    TWO_PLAYERS.replace(
      'position: { turn: 2, active: Alex, step: main1 }',
      'position:\n  turn: 2\n  active: Alex\n  step: main1\n  stack:\n    - spell: Lightning Blot\n      by: Alex\n',
    ),
  );
  fails(r, 'error', 'card', 15, /Lightning Blot.*did you mean "Lightning Bolt"/);
});

// ---------------------------------------------------------------------------
// Impossible positions
// ---------------------------------------------------------------------------

test('impossible position: one card in two zones (a label used twice)', () => {
  const r = run(
    TWO_PLAYERS.replace('hand: [Lightning Bolt]', 'hand: [{ card: Lightning Bolt, label: bolt }]').replace(
      'battlefield: [Grizzly Bears]',
      'battlefield: [Grizzly Bears]\n      graveyard: [{ card: Lightning Bolt, label: bolt }]',
    ),
  );
  fails(r, 'error', 'position', 10, /label "bolt" is already used on line 7: one card can't be in two places/);
});

test('impossible position: an Aura attached to nothing', () => {
  const r = run(TWO_PLAYERS.replace('battlefield: [Mountain]', 'battlefield: [Mountain, Pacifism]'));
  fails(r, 'error', 'position', 6, /Pacifism is an Aura on the battlefield attached to nothing/);
});

test("impossible position: an Aura attached to something it can't enchant", () => {
  const r = run(
    TWO_PLAYERS.replace(
      'battlefield: [Mountain]',
      'battlefield: [Mountain, { card: Pacifism, attached_to: Mountain }]',
    ),
  );
  fails(r, 'error', 'position', 6, /can't be attached to Mountain \(303\.4d\)/);
});

test("impossible position: attached to something that isn't there", () => {
  const r = run(
    TWO_PLAYERS.replace(
      'battlefield: [Mountain]',
      'battlefield: [Mountain, { card: Pacifism, attached_to: Serra Angel }]',
    ),
  );
  fails(r, 'error', 'position', 6, /attached to "Serra Angel", which is not a permanent on the battlefield/);
});

test('impossible position: an instant on the battlefield', () => {
  const r = run(TWO_PLAYERS.replace('battlefield: [Mountain]', 'battlefield: [Mountain, Shock]'));
  fails(r, 'error', 'position', 6, /instant.*400\.4a/);
});

test('impossible position: a land on the stack', () => {
  const r = run(
    TWO_PLAYERS.replace(
      'position: { turn: 2, active: Alex, step: main1 }',
      'position:\n  turn: 2\n  active: Alex\n  step: main1\n  stack:\n    - { spell: Forest, by: Alex }\n',
    ),
  );
  fails(r, 'error', 'position', 15, /land and can't be on the stack/);
});

test("impossible position: a card in another player's hand", () => {
  const r = run(TWO_PLAYERS.replace('hand: [Lightning Bolt]', 'hand: [{ card: Lightning Bolt, owner: Bianca }]'));
  fails(r, 'error', 'position', 7, /owner's hand \(400\.3\)/);
});

test('impossible position: a token in a graveyard, damage on a land, priority in the untap step', () => {
  fails(
    run(TWO_PLAYERS.replace('hand: [Lightning Bolt]', 'graveyard: [{ card: Grizzly Bears, token: true }]')),
    'error',
    'position',
    7,
    /token can't be in a graveyard/,
  );
  fails(
    run(TWO_PLAYERS.replace('battlefield: [Mountain]', 'battlefield: [{ card: Mountain, damage: 1 }]')),
    'error',
    'position',
    6,
    /isn't a creature.*120\.3e/,
  );
  fails(
    run(TWO_PLAYERS.replace('step: main1 }', 'step: untap, priority: Bianca }')),
    'error',
    'position',
    10,
    /no player receives priority during the untap step/,
  );
});

// ---------------------------------------------------------------------------
// Illegal scripted actions and bad names
// ---------------------------------------------------------------------------

test("an illegal action shows the engine's code, message and rule on the step's line", () => {
  const r = run(
    `${TWO_PLAYERS}script:\n  - cast: Lightning Bolt\n    targets: [Bianca]\n  - cast: Lightning Bolt\n    targets: [Bianca]\n`,
  );
  // The second Bolt doesn't exist (there was one); a bare name refers to the one in the graveyard now.
  assert.equal(r.status, 'fail');
  const f = r.failures.find((x) => x.category === 'action')!;
  assert.equal(f.line, 14);
  assert.equal(f.code, 'ILLEGAL_CHOICE');
  assert.equal(f.rule, '601.2a');
  assert.match(f.message, /not a card in your hand/);
});

test('an unpayable cost, the wrong time, an illegal target, the wrong player', () => {
  const base = TWO_PLAYERS.replace('hand: [Lightning Bolt]', 'hand: [Lightning Bolt, Flame Slash, Blaze]');
  const unpayable = run(`${base}script:\n  - cast: Blaze\n    x: 5\n    targets: [Bianca]\n`);
  assert.equal(unpayable.failures[0]!.code, 'UNPAYABLE_COST');
  assert.equal(unpayable.failures[0]!.line, 12);
  const wrongTime = run(
    `${base.replace('step: main1', 'step: upkeep')}script:\n  - cast: Flame Slash\n    targets: [Grizzly Bears]\n`,
  );
  assert.equal(wrongTime.failures[0]!.code, 'WRONG_TIME');
  assert.equal(wrongTime.failures[0]!.rule, '307.1');
  const target = run(`${base}script:\n  - cast: Flame Slash\n    targets: [Bianca]\n`);
  assert.equal(target.failures[0]!.code, 'ILLEGAL_TARGET');
  const player = run(`${base}script:\n  - pass: Bianca\n`);
  assert.equal(player.failures[0]!.code, 'WRONG_PLAYER');
  assert.match(player.failures[0]!.message, /Alex's decision/);
});

test('a name that refers to no player or object, with suggestions', () => {
  const r = run(`${TWO_PLAYERS}script:\n  - cast: Lightning Bolt\n    targets: [Bianka]\n`);
  fails(r, 'error', 'reference', 13, /no object of that name.*|no player/);
  const p = run(`${TWO_PLAYERS}expect:\n  life: { Bianka: 20 }\n`);
  fails(p, 'error', 'reference', 12, /no player named "Bianka".*did you mean "Bianca"/);
});

test('an ambiguous name in an expectation asks for #n or a label', () => {
  const r = run(
    TWO_PLAYERS.replace('battlefield: [Grizzly Bears]', 'battlefield: [Grizzly Bears, Grizzly Bears]') +
      'expect:\n  objects:\n    Grizzly Bears: { tapped: false }\n',
  );
  const f = r.failures.find((x) => x.category === 'reference')!;
  assert.match(f.message, /ambiguous.*Grizzly Bears#1, Grizzly Bears#2/);
});

test('a malformed inline ability makes the engine fail: reported, not thrown', () => {
  const r = run(`${TWO_PLAYERS.replace('hand: [Lightning Bolt]', 'hand: [Oops]')}cards:
  - name: Oops
    mana_cost: "{R}"
    type: Instant
    abilities:
      - kind: spell
        effects: [{ kind: damage, to: { kind: each, relation: any } }]      # no amount
script:
  - cast: Oops
  - resolve
`);
  assert.equal(r.status, 'fail');
  const f = r.failures.find((x) => x.category === 'internal')!;
  assert.ok(f, JSON.stringify(r.failures));
  assert.equal(f.line, 20, 'the resolve step, where the engine failed');
  assert.match(f.message, /the engine failed/);
});

// ---------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------

test('expect_fail: a failing scenario is an expected failure; a passing one is reported for promotion', () => {
  const failing = run(`expect_fail: not yet\n${TWO_PLAYERS}expect:\n  life: { Alex: 3 }\n`);
  assert.equal(failing.status, 'expected-fail');
  assert.equal(failing.pass, false);
  const passing = run(`expect_fail: not yet\n${TWO_PLAYERS}expect:\n  life: { Alex: 20 }\n`);
  assert.equal(passing.status, 'unexpected-pass');
  const broken = run(`expect_fail: not yet\n${TWO_PLAYERS.replace('[Mountain]', '[Mountian]')}`);
  assert.equal(broken.status, 'error', 'authoring errors are never hidden by expect_fail');
});

test('an unsupported variant fails (so expect_fail covers it), it is not an authoring error', () => {
  const r = run(TWO_PLAYERS.replace('setup:\n', 'setup:\n  format: planechase\n'));
  assert.equal(r.status, 'fail');
  assert.equal(r.failures[0]!.category, 'unsupported');
  assert.match(r.failures[0]!.message, /variant "planechase" is not implemented/);
});

test('refused: the engine must refuse the step, with the given code', () => {
  const ok = run(
    `${TWO_PLAYERS}script:\n  - cast: Lightning Bolt\n    targets: [Lightning Bolt]\n    refused: ILLEGAL_TARGET\n`,
  );
  assert.equal(ok.status, 'pass', JSON.stringify(ok.failures));
  const accepted = run(
    `${TWO_PLAYERS}script:\n  - cast: Lightning Bolt\n    targets: [Bianca]\n    refused: ILLEGAL_TARGET\n`,
  );
  assert.equal(accepted.status, 'fail');
  assert.match(accepted.failures[0]!.message, /expected the engine to refuse/);
  assert.equal(accepted.failures[0]!.line, 14);
});

test('a failed expectation shows expected and actual', () => {
  const r = run(
    `${TWO_PLAYERS}script:\n  - cast: Lightning Bolt\n    targets: [Bianca]\n  - resolve\nexpect:\n  life: { Bianca: 18 }\n  players:\n    Bianca: { graveyard: [Grizzly Bears] }\n`,
  );
  assert.equal(r.status, 'fail');
  const life = r.failures.find((f) => f.line === 16)!;
  assert.equal(life.expected, 18);
  assert.equal(life.actual, 17);
  const yard = r.failures.find((f) => f.line === 18)!;
  assert.match(yard.message, /missing \[Grizzly Bears\]/);
});
