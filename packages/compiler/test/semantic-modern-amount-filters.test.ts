/**
 * Issue 19: object filters compared with amounts ("with mana value less than or equal to the number of Plains you
 * control", "with power X or less", "with mana value equal to the number of charge counters on ~", "where X is the
 * number of Faeries you control"), each played with real cards. A target's amount is read as the targets are chosen
 * (601.2c, 603.3d) and again on resolution (608.2b); an instruction's as it is followed (608.2h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('601.2c: Lay Down Arms targets only a creature with mana value up to the number of Plains you control', () => {
  modernDef('Lay Down Arms');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Plains', 'Plains'], hand: ['Lay Down Arms'] },
        { battlefield: ['Hill Giant', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lay Down Arms', { targets: ['Hill Giant'], refused: true }); // mana value 4, two Plains
  t.cast('Lay Down Arms', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.equal(t.zone('Grizzly Bears'), 'exile');
  t.expect({ players: { P2: { life: 23 } } }, 'its controller gains 3 life');
});

test('107.3a: Killing Glare destroys target creature with power X or less, X as announced', () => {
  modernDef('Killing Glare');
  const t = cardGame(
    {
      players: [{ battlefield: landsFor('{3}{B}'), hand: ['Killing Glare'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Killing Glare', { x: 2, targets: ['Hill Giant'], refused: true }); // power 3
  t.cast('Killing Glare', { x: 3, targets: ['Hill Giant'] });
  resolveAll(t.state);
  assert.equal(t.zone('Hill Giant'), 'graveyard');
});

test('603.3d: Spellstutter Sprite counters a spell with mana value up to the number of Faeries you control', () => {
  modernDef('Spellstutter Sprite');
  for (const faeries of [[], ['Pestermite']]) {
    const t = cardGame(
      {
        players: [
          {
            battlefield: [...faeries, 'Forest', 'Forest', 'Island', 'Island'],
            hand: ['Grizzly Bears', 'Spellstutter Sprite'],
          },
          {},
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Grizzly Bears', { pay: ['Forest', 'Forest'] });
    t.cast('Spellstutter Sprite'); // flash: in response to the Bears
    resolveAll(t.state);
    // Grizzly Bears has mana value 2: the Sprite alone is one Faerie (no legal target, 603.3d); with Pestermite, two.
    assert.equal(
      t.zone('Grizzly Bears'),
      faeries.length ? 'graveyard' : 'battlefield',
      `with ${faeries.length + 1} Faeries`,
    );
  }
});

test("608.2b: Spellstutter Sprite's target is checked again with the Faeries you control on resolution", () => {
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Pestermite', 'Forest', 'Forest', 'Island', 'Island'],
          hand: ['Grizzly Bears', 'Spellstutter Sprite'],
        },
        { battlefield: landsFor('{R}'), hand: ['Shock'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears', { pay: ['Forest', 'Forest'] });
  t.cast('Spellstutter Sprite');
  t.pass(2); // both pass: the Sprite resolves and its trigger targets the Bears (two Faeries)
  t.choose(['Grizzly Bears']);
  t.pass();
  t.cast('Shock', { targets: ['Pestermite'] }); // P2 responds: one Faerie left
  resolveAll(t.state);
  assert.equal(t.zone('Pestermite'), 'graveyard');
  assert.equal(t.zone('Grizzly Bears'), 'battlefield', 'the target became illegal: the ability does not resolve');
});

test('608.2h: Aether Vial puts onto the battlefield a creature card with mana value equal to its charge counters', () => {
  modernDef('Aether Vial');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [{ card: 'Aether Vial', counters: { charge: 2 } }],
          hand: ['Hill Giant', 'Grizzly Bears'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Aether Vial', { ability: '{T}' });
  t.pass(2);
  const d = t.state.pending;
  assert.ok(d?.kind === 'chooseObjects');
  assert.deepEqual(d.options, [t.id('Grizzly Bears')], 'only the card with mana value 2 is offered');
  t.choose(['Grizzly Bears']);
  resolveAll(t.state);
  assert.equal(t.zone('Grizzly Bears'), 'battlefield');
  assert.equal(t.zone('Hill Giant'), 'hand', 'mana value 4, not 2');
});

test('107.3 / 608.2c: Martial Coup destroys all other creatures only if X is 5 or more, sparing the Soldiers it made', () => {
  modernDef('Martial Coup');
  for (const x of [2, 5]) {
    const t = cardGame(
      {
        players: [
          { battlefield: ['Grizzly Bears', ...landsFor('{W}{W}', x)], hand: ['Martial Coup'] },
          { battlefield: ['Hill Giant'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Martial Coup', { x });
    resolveAll(t.state);
    const soldiers = Object.values(t.state.objects).filter(
      (o) => o.zone === 'battlefield' && t.state.cards[o.defKey]?.name === 'Soldier',
    );
    assert.equal(soldiers.length, x, `X = ${x}: the Soldier tokens stay`);
    assert.equal(t.zone('Hill Giant'), x >= 5 ? 'graveyard' : 'battlefield');
    assert.equal(t.zone('Grizzly Bears'), x >= 5 ? 'graveyard' : 'battlefield');
  }
});

test('700.8: Shepherd of Heroes gains 2 life per creature in your party, each creature filling one role', () => {
  modernDef('Shepherd of Heroes');
  for (const [others, party] of [
    [['Abbey Matron'], 1], // two Clerics: one party member (the Shepherd is an Angel Cleric)
    [['Shieldmage Elder', 'Academy Raider'], 3], // the Shepherd as Cleric, the Cleric Wizard as Wizard, a Warrior
  ] as const) {
    const t = cardGame(
      {
        players: [{ battlefield: [...others, ...landsFor('{4}{W}')], hand: ['Shepherd of Heroes'] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Shepherd of Heroes');
    resolveAll(t.state);
    t.expect({ players: { P1: { life: 20 + 2 * party } } }, `with ${others.join(', ')}`);
  }
});

test('700.8 / 601.2f: Deadly Alliance costs {1} less for each creature in your party', () => {
  modernDef('Deadly Alliance');
  const party = ['Abbey Matron', 'Bane Alley Blackguard', 'Academy Raider'];
  for (const full of [false, true]) {
    const t = cardGame(
      {
        players: [
          { battlefield: [...party, ...(full ? ['Academy Journeymage'] : []), 'Swamp'], hand: ['Deadly Alliance'] },
          { battlefield: ['Hill Giant'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    // {4}{B} less {1} per party member: {1}{B} with three, {B} with all four (one Swamp).
    t.cast('Deadly Alliance', { targets: ['Hill Giant'], ...(full ? {} : { refused: true }) });
    resolveAll(t.state);
    assert.equal(t.zone('Hill Giant'), full ? 'graveyard' : 'battlefield');
  }
});

test('700.9: Envoy of the Ancestors — modified creatures (a counter, an Equipment) have lifelink', () => {
  modernDef('Envoy of the Ancestors');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Envoy of the Ancestors',
            { card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            'Hill Giant',
            { card: 'Bonesplitter', attached_to: 'Hill Giant' },
            'Raging Goblin',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const lifelink = (n: string): boolean => t.chars(n).keywords.has('lifelink');
  assert.ok(lifelink('Grizzly Bears'), 'a +1/+1 counter');
  assert.ok(lifelink('Hill Giant'), 'equipped');
  assert.ok(!lifelink('Raging Goblin'), 'not modified');
  assert.ok(!lifelink('Envoy of the Ancestors'), 'not modified itself');
});

test('700.9: Unforgiving One returns a creature card with mana value up to the number of modified creatures you control', () => {
  modernDef('Unforgiving One');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Unforgiving One', { card: 'Grizzly Bears', counters: { '+1/+1': 1 } }],
          graveyard: ['Hill Giant', 'Raging Goblin'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers');
  t.attack(['Unforgiving One']);
  const d = t.state.pending;
  assert.ok(d?.kind === 'chooseTargets');
  assert.deepEqual(
    d.targets[0]!.legal,
    [{ kind: 'object', id: t.id('Raging Goblin') }],
    'one modified creature: mana value 1 or less',
  );
});

test('608.2c: Frost Bite deals 3 damage instead if you control three or more snow permanents', () => {
  modernDef('Frost Bite');
  for (const snow of [2, 3]) {
    const t = cardGame(
      {
        players: [
          { battlefield: Array.from({ length: snow }, () => 'Snow-Covered Mountain'), hand: ['Frost Bite'] },
          { battlefield: ['Hill Giant'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Frost Bite', { targets: ['Hill Giant'] });
    resolveAll(t.state);
    assert.equal(t.zone('Hill Giant'), snow >= 3 ? 'graveyard' : 'battlefield', `${snow} snow permanents`);
  }
});

test('608.2c: Dark Temper destroys the creature instead of dealing 2 damage if you control a black permanent', () => {
  modernDef('Dark Temper');
  for (const black of [false, true]) {
    const t = cardGame(
      {
        players: [
          { battlefield: [...landsFor('{2}{R}'), ...(black ? ['Vampire Nighthawk'] : [])], hand: ['Dark Temper'] },
          { battlefield: ['Hill Giant'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Dark Temper', { targets: ['Hill Giant'] });
    resolveAll(t.state);
    assert.equal(t.zone('Hill Giant'), black ? 'graveyard' : 'battlefield');
    if (!black) assert.equal(t.object('Hill Giant').damage, 2);
  }
});
