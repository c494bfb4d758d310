/**
 * Role tokens (current CR 303.7) with real cards of the modern pool (issue 19): a Role is an Aura token created
 * attached to a creature (303.4f); it isn't created when there's no creature for it to enchant (303.4g); a player's
 * older Role on the same permanent goes to the graveyard (704.5y). The Royal Role grants ward {1} (702.21a, 613.1f);
 * the Young Hero Role grants an attack trigger with an intervening "if" on the creature's toughness (603.4, 208.1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island', 'Island'], ...p1 },
        { library: ['Island', 'Island', 'Island', 'Island'], hand: ['Island', 'Island'], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );

const onBattlefield = (t: CardGame, name: string): number =>
  t.state.battlefield.filter((id) => t.nameOf(id) === name).length;

test('303.7 / 303.4f: Monstrous Rage — a Monster Role enters attached to the target: +1/+1 and trample, after the +2/+0 ends too', () => {
  modernDef('Monstrous Rage');
  const t = game({ battlefield: ['Mountain', 'Grizzly Bears'], hand: ['Monstrous Rage'] });
  t.cast('Monstrous Rage', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  const role = t.state.battlefield.find((id) => t.nameOf(id) === 'Monster Role');
  assert.ok(role !== undefined, 'the Role token is on the battlefield');
  assert.equal(
    t.state.objects[role]!.attachedTo,
    t.state.battlefield.find((id) => t.nameOf(id) === 'Grizzly Bears'),
  );
  t.expect({ objects: { 'Grizzly Bears': { power: 5, toughness: 3 } } });
  assert.ok(t.chars('Grizzly Bears').keywords.has('trample'));
  t.advance('upkeep', t.state.turns[0]!.number + 1); // the opponent's turn
  t.expect({ objects: { 'Grizzly Bears': { power: 3, toughness: 3 } } });
});

test('704.5y: a second Monster Role from the same player on the same creature puts the older one into the graveyard', () => {
  const t = game({
    battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'],
    hand: ['Monstrous Rage', 'Monstrous Rage'],
  });
  t.cast('Monstrous Rage', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  const first = t.state.battlefield.find((id) => t.nameOf(id) === 'Monster Role')!;
  t.cast('Monstrous Rage', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.equal(onBattlefield(t, 'Monster Role'), 1);
  assert.ok(!t.state.battlefield.includes(first), 'the older Role is gone, the newer stays');
  t.expect({ objects: { 'Grizzly Bears': { power: 7, toughness: 3 } } });
  assert.ok(t.state.log.some((e) => e.rules.includes('704.5y')));
});

test('303.7: Cursed Courtier enters with a Cursed Role — base power and toughness 1/1 (Giant Growth still adds +3/+3)', () => {
  modernDef('Cursed Courtier');
  const t = game({
    battlefield: ['Plains', 'Plains', 'Plains', 'Forest'],
    hand: ['Cursed Courtier', 'Giant Growth'],
  });
  t.cast('Cursed Courtier', { pay: ['Plains', 'Plains', 'Plains'] });
  resolveAll(t.state);
  t.expect({ objects: { 'Cursed Courtier': { power: 1, toughness: 1 } } });
  t.cast('Giant Growth', { targets: ['Cursed Courtier'] });
  resolveAll(t.state);
  t.expect({ objects: { 'Cursed Courtier': { power: 4, toughness: 4 } } });
});

test("303.7: Witch's Mark's Wicked Role — +1/+1, and each opponent loses 1 life when it goes to the graveyard", () => {
  modernDef("Witch's Mark");
  const t = game({
    battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'],
    hand: ["Witch's Mark", 'Lightning Bolt'],
  });
  t.cast("Witch's Mark", { targets: ['Grizzly Bears'] });
  t.resolve();
  t.choose(false); // no discard
  resolveAll(t.state);
  t.expect({ objects: { 'Grizzly Bears': { power: 3, toughness: 3 } } });
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.equal(onBattlefield(t, 'Wicked Role'), 0);
  assert.equal(t.life('P2'), 19, 'the Role went to the graveyard (704.5m) when its creature died');
});

test("303.4g: Eriette's Whisper with no creature targeted creates no Wicked Role (so no opponent loses life)", () => {
  modernDef("Eriette's Whisper");
  const t = game({ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ["Eriette's Whisper"] });
  t.cast("Eriette's Whisper", { targets: [['P2'], []] });
  resolveAll(t.state);
  assert.equal(t.cards('P2', 'graveyard').length, 2, 'the opponent discarded two cards');
  assert.equal(onBattlefield(t, 'Wicked Role'), 0);
  assert.equal(t.life('P2'), 20);
});

test('702.21a: Royal Treatment — the Royal Role gives +1/+1 and ward {1}; a Bolt whose controller cannot pay is countered', () => {
  modernDef('Royal Treatment');
  const t = cardGame(
    {
      players: [
        { hand: ['Royal Treatment'], library: [...LIB], battlefield: ['Forest', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], library: [...LIB], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Royal Treatment', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.expect({ objects: { 'Grizzly Bears': { pt: '3/3', keywords: ['hexproof'] } } });
  t.advance('main1', 3); // P2's turn: the hexproof has ended, the Role stays
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.expect({
    objects: { 'Grizzly Bears': { zone: 'battlefield', pt: '3/3', damage: 0 } },
    players: { P2: { graveyard: ['Lightning Bolt'] } },
  });
});

test('613.1f / 702.21a: Star Whale — other creatures you control have ward {2}', () => {
  modernDef('Star Whale');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Star Whale', 'Grizzly Bears'] },
        { hand: ['Lightning Bolt'], library: [...LIB], battlefield: ['Mountain', 'Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'], pay: ['Mountain'] });
  t.resolve();
  t.expect({ objects: { 'Grizzly Bears': { zone: 'battlefield', damage: 0 } } });
});

test('603.4 / 208.1: Cut In — the Young Hero Role puts a +1/+1 counter on its attacking creature only while its toughness is 3 or less', () => {
  modernDef('Cut In');
  const t = cardGame(
    {
      players: [
        { hand: ['Cut In'], library: [...LIB], battlefield: [...landsFor('{3}{R}'), 'Grizzly Bears'] },
        { library: [...LIB], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Cut In', { targets: ['Hill Giant', 'Grizzly Bears'] });
  t.resolve();
  t.advance('declareAttackers', 2);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.resolve();
  t.expect({ objects: { 'Grizzly Bears': { pt: '3/3', counters: { '+1/+1': 1 } } } });
  t.advance('declareAttackers', 4);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.resolve();
  t.expect({ objects: { 'Grizzly Bears': { pt: '4/4', counters: { '+1/+1': 2 } } } });
  t.advance('declareAttackers', 6);
  t.attack({ 'Grizzly Bears': 'P2' }); // toughness 4: the ability doesn't trigger (603.4)
  t.expect({ stack: [] });
  t.advance('end', 6);
  t.expect({ objects: { 'Grizzly Bears': { pt: '4/4', counters: { '+1/+1': 2 } } } });
  t.expect({ players: { P2: { life: 20 - 3 - 4 - 4 } } });
});
