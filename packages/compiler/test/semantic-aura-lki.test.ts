/**
 * 608.2h: an Aura sacrificed (or returned to its owner's hand) to pay its own ability's cost is gone when the ability
 * resolves; "enchanted creature" is then the creature it was attached to as it left (its last known information),
 * if that creature is still on the battlefield. One semantic test per real card.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState, type ObjectId, type TargetRef } from '@arbiter/engine';
import { act, def, has, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';

const obj = (i: ObjectId): TargetRef => ({ kind: 'object', id: i });

function activate(g: GameState, source: ObjectId, text: string): GameState {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return act(g, 0, { kind: 'activate', source, ability: i });
}

/** Grizzly Bears enchanted by `aura`, with `lands` and `hand` for player 0. */
function enchanted(
  aura: string,
  lands: string[] = [],
  hand: string[] = [],
): { g: GameState; bears: ObjectId; aura: ObjectId } {
  def(aura);
  const s = scenario();
  const bears = s.permanent(0, 'Grizzly Bears');
  const a = s.permanent(0, { card: aura, attachedTo: bears });
  s.battlefield(0, lands);
  s.hand(0, hand);
  return { g: s.start({ active: 0, step: 'main1' }), bears, aura: a };
}

for (const aura of ['Thrull Retainer', 'Carapace', 'Stamina']) {
  test(`608.2h: ${aura} — "Sacrifice ${aura}: Regenerate enchanted creature" regenerates the creature it enchanted`, () => {
    const { g, bears, aura: a } = enchanted(aura, ['Mountain'], ['Lightning Bolt']);
    activate(g, a, 'Regenerate enchanted creature');
    assert.ok(has(g, aura, 'graveyard'), 'the Aura was sacrificed as a cost');
    resolveAll(g);
    act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[obj(bears)]] });
    resolveAll(g);
    assert.equal(g.objects[bears]?.zone, 'battlefield', 'the regeneration shield replaced its destruction');
    assert.equal(g.objects[bears]!.tapped, true);
    assert.equal(g.objects[bears]!.damage, 0);
  });
}

test('608.2h: Phantom Wings — "Sacrifice Phantom Wings: Return enchanted creature to its owner\'s hand"', () => {
  const { g, aura } = enchanted('Phantom Wings');
  activate(g, aura, 'Return enchanted creature');
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'));
  assert.ok(has(g, 'Phantom Wings', 'graveyard'));
});

test('608.2h: Briar Shield — "Sacrifice Briar Shield: Enchanted creature gets +3/+3 until end of turn"', () => {
  const { g, bears, aura } = enchanted('Briar Shield');
  assert.deepEqual(pt(g, bears), [3, 3]);
  activate(g, aura, 'gets +3/+3');
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [5, 5], 'the +1/+1 is gone with the Aura; the +3/+3 applies');
});

test('608.2h: Choking Restraints — "{3}{W}{W}, Sacrifice Choking Restraints: Exile enchanted creature"', () => {
  const { g, aura } = enchanted('Choking Restraints', ['Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
  activate(g, aura, 'Exile enchanted creature');
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'exile'));
});

test('608.2h: Kithkin Armor — "Sacrifice Kithkin Armor: the next time a source of your choice would deal damage to enchanted creature this turn, prevent that damage"', () => {
  const { g, bears, aura } = enchanted('Kithkin Armor', ['Mountain'], ['Lightning Bolt']);
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[obj(bears)]] });
  const bolt = id(g, 'Lightning Bolt', 'stack');
  activate(g, aura, 'prevent that damage');
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.options.includes(bolt), `expected the source choice, got ${d.kind}`);
  ok(g, 0, { kind: 'chooseObjects', objects: [bolt] });
  resolveAll(g);
  assert.equal(g.objects[bears]?.zone, 'battlefield', "the Bolt's damage to the creature was prevented");
  assert.equal(g.objects[bears]!.damage, 0);
});

test('608.2h: Krasis Incubation — "{1}{G}{U}, Return Krasis Incubation to its owner\'s hand: Put two +1/+1 counters on enchanted creature"', () => {
  const { g, bears, aura } = enchanted('Krasis Incubation', ['Forest', 'Island', 'Forest']);
  activate(g, aura, 'two +1/+1 counters');
  assert.ok(has(g, 'Krasis Incubation', 'hand'));
  resolveAll(g);
  assert.deepEqual(g.objects[bears]!.counters, { '+1/+1': 2 });
  assert.deepEqual(pt(g, bears), [4, 4]);
});

test('608.2h / 400.7: if the creature itself left meanwhile, the ability finds nothing (Phantom Wings after the creature was bounced)', () => {
  const { g, bears, aura } = enchanted('Phantom Wings', ['Island'], ['Unsummon']);
  activate(g, aura, 'Return enchanted creature');
  act(g, 0, { kind: 'cast', card: id(g, 'Unsummon', 'hand'), targets: [[obj(bears)]] });
  resolveAll(g);
  assert.ok(has(g, 'Grizzly Bears', 'hand'));
  assert.equal(
    g.log.filter((e) => e.type === 'move' && e.text.includes('Grizzly Bears')).length,
    1,
    'the card in hand is a new object: nothing else moves',
  );
});
