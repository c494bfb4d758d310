/** `arbiter play --variant …`: every chapter 8 variant plays to a result; forbidden setups are usage errors naming the rule. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from './helpers.js';

for (const args of [
  ['--variant', 'grand-melee', '--players', '10', '--seed', '3'],
  ['--variant', 'emperor', '--teams', '2'],
  ['--variant', 'two-headed-giant'],
  ['--variant', 'team-vs-team', '--teams', '3', '--players', '7'],
  ['--variant', 'alternating-teams', '--teams', '3'],
  ['--variant', 'free-for-all', '--players', '5', '--attack', 'left', '--range', '1'],
]) {
  test(`806–811: arbiter play ${args.join(' ')} plays a game to its result`, async () => {
    const r = await cli('play', ...args, '--ai', 'random');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Seats \(turn order\)/);
    assert.match(r.out, /Result: /);
  });
}

test('807.4: a Grand Melee narration shows the turn markers', async () => {
  const r = await cli('play', '--variant', 'grand-melee', '--players', '12', '--seed', '5', '--ai', 'random');
  assert.equal(r.code, 0);
  assert.match(r.out, /gets turn marker 3 {2}\[807\.4a, 807\.4b\]/);
});

for (const [args, rule] of [
  [['--variant', 'emperor', '--players', '7'], '809.6'],
  [['--variant', 'emperor', '--players', '4'], '809.1'],
  [['--variant', 'two-headed-giant', '--teams', '3'], '810.1'],
  [['--variant', 'grand-melee', '--players', '3'], '807.4a'],
  [['--variant', 'free-for-all', '--players', '4', '--teams', '2'], '806.1'],
  [['--variant', 'grand-melee', '--attack', 'multiple'], '807.2c'],
  [['--players', '4', '--deploy'], '806.2c'],
  [['--variant', 'two-player', '--players', '3'], '800.1'],
] as const) {
  test(`${rule}: arbiter play ${args.join(' ')} is a usage error naming rule ${rule}`, async () => {
    const r = await cli('play', ...args);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`rule ${rule.replace('.', '\\.')}`));
  });
}

for (const variant of ['commander', 'brawl']) {
  test(`903.6: arbiter play --variant ${variant} deals random legal decks, puts the commanders in the command zone and plays to a result`, async () => {
    const r = await cli('play', '--variant', variant, '--players', '3', '--seed', '2', '--ai', 'random', '--json');
    assert.equal(r.code, 0, r.err);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.ok('result' in lines.at(-1)!, 'the last line is the result');
    assert.ok(
      lines.some((e) => JSON.stringify(e).includes('903.6')),
      'the log cites 903.6 (commanders start in the command zone)',
    );
  });
}

for (const [variant, rule] of [
  ['archenemy', '904.9'],
  ['supervillain-rumble', '904.12'],
] as const) {
  test(`${rule}: arbiter play --variant ${variant} plays a game with scheme decks to its result`, async () => {
    const r = await cli('play', '--variant', variant, '--players', '3', '--seed', '2', '--ai', 'random', '--json');
    assert.equal(r.code, 0, r.err);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.ok('result' in lines.at(-1)!, 'the last line is the result');
    assert.ok(
      lines.some((e) => JSON.stringify(e).includes('701.25')),
      'a scheme was set in motion (701.25)',
    );
  });
}

test('903.4b: arbiter play --commander-color hands each seat’s colour to the game; a colour no commander asks for is refused with the rule, a dash names none', async () => {
  // The random commanders don't choose a colour before the game, so the engine refuses the colour (903.4b).
  const r = await cli('play', '--variant', 'commander', '--players', '2', '--commander-color', 'R');
  assert.equal(r.code, 2, r.out);
  assert.match(r.err, /rule 903\.4b/);
  const bad = await cli('play', '--variant', 'commander', '--commander-color', 'purple');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /W, U, B, R or G .*'PURPLE'.*903\.4b/);
  const wrong = await cli('play', '--variant', 'archenemy', '--commander-color', 'R');
  assert.equal(wrong.code, 2);
  assert.match(wrong.err, /--variant commander or brawl \(rule 903\.4b\)/);
  const none = await cli(
    'play',
    '--variant',
    'commander',
    '--players',
    '2',
    '--commander-color',
    '-,-',
    '--ai',
    'random',
  );
  assert.equal(none.code, 0, none.err);
});
