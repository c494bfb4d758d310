/**
 * 702.141a encore: "[Cost], Exile this card from your graveyard: For each opponent, create a token copy that attacks
 * that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only
 * as a sorcery." Modern cards with encore activated from the graveyard in engine games; the attack requirement is
 * 508.1d's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type GameState, type ObjectId } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const library = (): string[] => ['Mountain', 'Mountain', 'Mountain'];

function tokens(state: GameState, name: string): ObjectId[] {
  return state.battlefield.filter((id) => state.objects[id]!.kind === 'token' && chars(state, id).name === name);
}

test('702.141a: Impulsive Pilferer encores — a hasty token copy must attack, and is sacrificed at the next end step', () => {
  modernDef('Impulsive Pilferer');
  const t = cardGame(
    {
      players: [
        { graveyard: ['Impulsive Pilferer'], battlefield: Array(4).fill('Mountain'), library: library() },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Impulsive Pilferer');
  t.resolve();
  t.expect({ log_cites: ['702.141a', '508.1d'] });
  assert.equal(t.state.exile.length, 1, 'the card was exiled as the cost');
  const [token] = tokens(t.state, 'Impulsive Pilferer');
  assert.ok(token !== undefined, 'one token for the one opponent');
  assert.ok(chars(t.state, token).keywords.has('haste'));
  t.advance('declareAttackers');
  t.attack([], { refused: { rule: '508.1d' } });
  t.attack({ 'Impulsive Pilferer': 'P2' });
  t.advance('end');
  t.resolve('all');
  assert.equal(t.state.objects[token]?.zone === 'battlefield', false, 'sacrificed at the beginning of the end step');
  assert.equal(t.state.players[1]!.life, 19);
  assert.equal(tokens(t.state, 'Treasure').length, 1, "the token copy's dies trigger made a Treasure");
});

test('702.141a: encore is activated only as a sorcery', () => {
  modernDef('Impulsive Pilferer');
  const t = cardGame(
    {
      players: [
        { graveyard: ['Impulsive Pilferer'], battlefield: Array(4).fill('Mountain'), library: library() },
        { library: library() },
      ],
      position: { active: 'P1', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.activate('Impulsive Pilferer', { refused: true });
});

test('702.141a / 508.1d: with three players, Impulsive Pilferer makes a token for each opponent, each must attack its own', () => {
  modernDef('Impulsive Pilferer');
  const t = cardGame(
    {
      players: [
        { graveyard: ['Impulsive Pilferer'], battlefield: Array(4).fill('Mountain'), library: library() },
        { library: library() },
        { library: library() },
      ],
      position: { active: 'P1', step: 'main1' },
      format: 'free-for-all',
    },
    modernCompiled,
  );
  t.activate('Impulsive Pilferer');
  t.resolve();
  const made = tokens(t.state, 'Impulsive Pilferer');
  assert.equal(made.length, 2, 'one token for each of the two opponents');
  t.advance('declareAttackers');
  const [toP2, toP3] = made as [ObjectId, ObjectId];
  const declare = (a: ObjectId, b: ObjectId) =>
    submitInPlace(t.state, 0, {
      kind: 'declareAttackers',
      attacks: [
        { attacker: a, defender: { kind: 'player', player: 1 } },
        { attacker: b, defender: { kind: 'player', player: 2 } },
      ],
    });
  const wrong = declare(toP3, toP2);
  assert.ok(!wrong.ok && wrong.error.rule === '508.1b', 'each token attacks the opponent it was made for');
  const right = declare(toP2, toP3);
  assert.ok(right.ok, right.ok ? '' : right.error.message);
});
