/**
 * Compiled cards whose mechanics come from the multiplayer chapter's missing pieces, played in real
 * engine games: Leylines (103.6a, "begin the game with it on the battlefield") and banding (702.22).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  chars,
  createGame,
  submitInPlace,
  type CardDefinition,
  type GameState,
} from '@arbiter/engine';
import { compiled, def, id, ok, pass, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('103.6a: a compiled Leyline of Vitality in the opening hand may begin the game on the battlefield; a player without one is not asked', () => {
  const cards: Record<string, CardDefinition> = {
    ...STARTER_BY_NAME,
    'Leyline of Vitality': def('Leyline of Vitality'),
  };
  const deck = [...Array<string>(30).fill('Leyline of Vitality'), ...Array<string>(10).fill('Grizzly Bears')];
  const g = createGame({
    seed: 1,
    cards,
    startingPlayer: 0,
    players: [{ deck }, { deck: Array<string>(40).fill('Forest') }],
  });
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
  const d = g.pending;
  assert.ok(
    d && d.kind === 'chooseObjects' && d.purpose === 'beginOnBattlefield' && d.player === 0,
    'player 0 is asked',
  );
  const leylines = d.options.length;
  assert.ok(leylines >= 1);
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[0]!] });
  assert.notEqual(
    g.pending && g.pending.kind === 'chooseObjects' && g.pending.purpose,
    'beginOnBattlefield',
    'player 1 has no Leyline',
  );
  const onField = g.battlefield.filter((id) => g.cards[g.objects[id]!.defKey]!.name === 'Leyline of Vitality');
  assert.equal(onField.length, 1);
  assert.equal(g.players[0]!.hand.length, 6);
  assert.equal(
    g.players[0]!.hand.filter((id) => g.cards[g.objects[id]!.defKey]!.name === 'Leyline of Vitality').length,
    leylines - 1,
    'the others stay in hand',
  );
  assert.equal(chars(g, onField[0]!).controller, 0);
  assert.ok(g.log.some((e) => e.rules.includes('103.6a') && e.text.includes('Leyline of Vitality')));
});

test('702.22: compiled Benalish Hero bands with Grizzly Bears; a blocker blocks both and the active player divides its damage', () => {
  def('Benalish Hero');
  const t = cardGame(
    {
      players: [{ battlefield: ['Benalish Hero', 'Grizzly Bears'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const [hero, bears, giant] = [id(g, 'Benalish Hero'), id(g, 'Grizzly Bears'), id(g, 'Hill Giant')];
  const P1 = { kind: 'player' as const, player: 1 };
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: hero, defender: P1 },
      { attacker: bears, defender: P1 },
    ],
    bands: [[hero, bears]],
  });
  passAll(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: giant, attacker: bears }] });
  passAll(g);
  const d = g.pending;
  assert.ok(
    d && d.kind === 'assignCombatDamage' && d.byBlocker && d.player === 0,
    "the active player divides the Giant's damage (702.22k)",
  );
  ok(g, 0, { kind: 'assignCombatDamage', assignment: [{ to: { kind: 'object', id: hero }, amount: 3 }] });
  assert.equal(g.objects[bears]?.zone, 'battlefield', 'the Bears survive');
  assert.equal(g.objects[hero], undefined, 'the Hero took all 3');
  assert.equal(g.players[1]!.life, 20, 'the whole band was blocked');
  assert.equal(g.objects[giant], undefined, 'the band dealt 1 + 2 damage to the Giant');
});

function passAll(g: GameState): void {
  for (let i = 0; i < 40 && g.pending?.kind === 'priority'; i++) pass(g);
}

test('702.22c: compiled Cathedral of Serra gives white legends "bands with other legendary creatures"; such bands are legal, others not', () => {
  def('Cathedral of Serra');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Cathedral of Serra',
            'Isamaru, Hound of Konda',
            'Kasimir the Lone Wolf',
            'Ramirez DePietro',
            'Grizzly Bears',
          ],
        },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const [isamaru, kasimir, ramirez, bears] = [
    id(g, 'Isamaru, Hound of Konda'),
    id(g, 'Kasimir the Lone Wolf'),
    id(g, 'Ramirez DePietro'),
    id(g, 'Grizzly Bears'),
  ];
  const P1 = { kind: 'player' as const, player: 1 };
  const attacks = [isamaru, kasimir, ramirez, bears].map((attacker) => ({ attacker, defender: P1 }));
  const bad = submitInPlace(g, 0, { kind: 'declareAttackers', attacks, bands: [[isamaru, bears]] });
  assert.ok(!bad.ok && bad.error.rule === '702.22c', 'the Bears are not legendary and nobody here has banding');
  // Ramirez (blue-black) has no "bands with other" himself but is a legendary creature, so he may join.
  ok(g, 0, { kind: 'declareAttackers', attacks, bands: [[isamaru, kasimir, ramirez]] });
  assert.deepEqual(
    g.turns[0]!.combat!.attackers.map((a) => a.band),
    [0, 0, 0, undefined],
  );
  passAll(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: id(g, 'Hill Giant'), attacker: ramirez }] });
  const combat = g.turns[0]!.combat!;
  assert.deepEqual(combat.blockers[0]!.blocking, [ramirez, isamaru, kasimir], '702.22h: the whole band is blocked');
});
