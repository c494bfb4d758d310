/**
 * 722 The monarch, the conditions and triggers that name it (issue 19), with real cards of the modern pool: "if an
 * opponent is the monarch" (722.1) and "Whenever you become the monarch" (722.3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const lib = (): string[] => ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

test('722.1: Queen Marchesa — at the beginning of your upkeep, if an opponent is the monarch, an Assassin token', () => {
  modernDef('Queen Marchesa');
  const t = cardGame(
    {
      players: [{ library: lib(), battlefield: ['Queen Marchesa'] }, { library: lib() }],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  const assassins = (): number => t.state.battlefield.filter((id) => t.state.objects[id]!.kind === 'token').length;
  t.advance('upkeep', 3);
  resolveAll(t.state);
  assert.equal(assassins(), 0, 'no monarch: no token');
  t.state.monarch = 1;
  t.advance('upkeep', 5);
  resolveAll(t.state);
  assert.equal(assassins(), 1, 'an opponent is the monarch: an Assassin token');
});

test('722.3: Custodi Lich — "Whenever you become the monarch, target player sacrifices a creature of their choice"', () => {
  modernDef('Custodi Lich');
  const t = cardGame(
    {
      players: [
        { library: lib(), hand: ['Custodi Lich'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { library: lib(), battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Custodi Lich');
  resolveAll(t.state, {
    triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] },
  });
  assert.equal(t.state.monarch, 0);
  t.expect({ objects: { 'Grizzly Bears': { zone: 'graveyard' } } });
});

test('508.1c / 722.1: Crown-Hunter Hireling — "can\'t attack unless defending player is the monarch"', () => {
  modernDef('Crown-Hunter Hireling');
  const game = (monarch: number) => {
    const t = cardGame(
      {
        players: [{ library: lib(), battlefield: ['Crown-Hunter Hireling'] }, { library: lib() }],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.state.monarch = monarch;
    return t;
  };
  const mayAttack = (t: ReturnType<typeof game>): boolean => {
    const d = t.state.pending;
    return d?.kind === 'declareAttackers' && d.options.some((o) => o.attacker === t.id('Crown-Hunter Hireling'));
  };
  const notMonarch = game(0); // P1 is the monarch: the defending player isn't
  notMonarch.advance('declareAttackers');
  assert.equal(mayAttack(notMonarch), false);
  const monarch = game(1);
  monarch.advance('declareAttackers');
  assert.equal(mayAttack(monarch), true);
  monarch.attack({ 'Crown-Hunter Hireling': 'P2' });
  monarch.expect({ objects: { 'Crown-Hunter Hireling': { tapped: true } } });
});
