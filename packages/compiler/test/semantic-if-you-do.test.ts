/**
 * 608.2c: "[You may] exile ~ / it. If you do, …" and "Sacrifice ~. If you do, …" — the rest happens only if the exile or
 * the sacrifice happened; 603.12: "… When you do, …" — the reflexive ability triggers only then. Played with real cards
 * in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2c: Grave Peril — two white tokens enter: the first trigger sacrifices it and destroys one; the second cannot sacrifice it, so the other token lives', () => {
  modernDef('Grave Peril');
  modernDef('Raise the Alarm');
  const t = cardGame(
    {
      players: [
        {
          library: ['Plains', 'Plains'],
          hand: ['Raise the Alarm'],
          battlefield: ['Plains', 'Plains', 'Grave Peril'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Raise the Alarm');
  t.resolve();
  t.choose([0, 1]); // Grave Peril triggers once for each Soldier
  t.resolve('all');
  const soldiers = Object.values(t.state.objects).filter((o) => o.zone === 'battlefield' && o.kind === 'token');
  assert.equal(soldiers.length, 1, 'one Soldier token is destroyed, the other stays');
  t.expect({ zones: { 'Grave Peril': 'graveyard' } });
});

test('608.2c: Academy Rector dies — its controller exiles it from the graveyard and so puts an enchantment from the library onto the battlefield', () => {
  modernDef('Academy Rector');
  const t = cardGame(
    {
      players: [
        {
          library: ['Glorious Anthem', 'Plains', 'Plains'],
          hand: ['Lightning Bolt'],
          battlefield: ['Mountain', 'Academy Rector'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Academy Rector'] });
  t.pass(2);
  t.resolve();
  t.choose(true); // "you may exile it"
  t.choose(['Glorious Anthem']);
  t.expect({ zones: { 'Academy Rector': 'exile', 'Glorious Anthem': 'battlefield' } });
});

test('603.12: Undead Butler — "you may exile it. When you do, return target creature card": declined, nothing triggers', () => {
  modernDef('Undead Butler');
  const t = cardGame(
    {
      players: [
        {
          library: ['Swamp', 'Swamp'],
          hand: ['Lightning Bolt'],
          graveyard: ['Grizzly Bears'],
          battlefield: ['Mountain', 'Undead Butler'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Undead Butler'] });
  t.pass(2);
  t.resolve();
  t.choose(false);
  t.expect({ zones: { 'Undead Butler': 'graveyard', 'Grizzly Bears': 'graveyard' } });
});

test('603.12: Undead Butler — exiled as it died, the reflexive ability returns Grizzly Bears to the hand', () => {
  modernDef('Undead Butler');
  const t = cardGame(
    {
      players: [
        {
          library: ['Swamp', 'Swamp'],
          hand: ['Lightning Bolt'],
          graveyard: ['Grizzly Bears'],
          battlefield: ['Mountain', 'Undead Butler'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Undead Butler'] });
  t.pass(2);
  t.resolve();
  t.choose(true);
  t.choose(['Grizzly Bears']); // the reflexive ability's target, chosen as it is put on the stack
  t.resolve('all');
  t.expect({ zones: { 'Undead Butler': 'exile', 'Grizzly Bears': 'hand' }, log_cites: ['603.12'] });
});

function vandalGame(graveyard: string[]): ReturnType<typeof cardGame> {
  modernDef('Masked Vandal');
  return cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Masked Vandal'],
          graveyard,
          battlefield: ['Forest', 'Forest', 'Forest'],
        },
        { library: ['Island', 'Island'], battlefield: ['Ornithopter'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('118.12 / 608.2c: Masked Vandal — "you may exile a creature card from your graveyard. If you do, exile target artifact": paid with Grizzly Bears', () => {
  const t = vandalGame(['Grizzly Bears']);
  t.cast('Masked Vandal');
  t.resolve();
  t.choose(['Ornithopter']);
  t.resolve();
  t.choose(true);
  t.expect({ zones: { 'Grizzly Bears': 'exile', Ornithopter: 'exile' } });
});

test('118.12 / 608.2c: Masked Vandal — with only a land card in the graveyard nothing can be exiled, and the artifact stays', () => {
  const t = vandalGame(['Forest']);
  t.cast('Masked Vandal');
  t.resolve();
  t.choose(['Ornithopter']);
  t.resolve();
  t.expect({ zones: { Ornithopter: 'battlefield' } });
});

test("603.12 / 608.2h: Heart-Piercer Manticore — sacrificing Craw Wurm, the reflexive ability deals the Wurm's 6 power to P2; declined, nothing", () => {
  modernDef('Heart-Piercer Manticore');
  for (const sacrifice of [true, false]) {
    const t = cardGame(
      {
        players: [
          {
            library: ['Mountain', 'Mountain'],
            hand: ['Heart-Piercer Manticore'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Craw Wurm'],
          },
          { library: ['Island', 'Island'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Heart-Piercer Manticore').resolve();
    t.resolve();
    t.choose(sacrifice); // "you may sacrifice another creature"
    if (sacrifice) {
      t.choose(['P2']); // the reflexive ability's target, chosen after the sacrifice
      t.resolve('all');
    }
    t.expect({
      zones: { 'Craw Wurm': sacrifice ? 'graveyard' : 'battlefield' },
      life: { P2: sacrifice ? 14 : 20 },
    });
  }
});

test('603.12 / 118.12: Young Necromancer — exiling two cards from the graveyard, the reflexive ability returns the creature card; with one card, it can’t', () => {
  modernDef('Young Necromancer');
  for (const cards of [['Grizzly Bears', 'Island', 'Island'], ['Grizzly Bears']]) {
    const t = cardGame(
      {
        players: [
          {
            library: ['Swamp', 'Swamp'],
            hand: ['Young Necromancer'],
            graveyard: cards,
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
          },
          { library: ['Island', 'Island'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      modernCompiled,
    );
    t.cast('Young Necromancer').resolve();
    t.resolve();
    if (cards.length === 3) {
      t.choose(true); // "you may exile two cards from your graveyard"
      t.choose(['Island', 'Island']);
      t.choose(['Grizzly Bears']); // the reflexive ability's target
      t.resolve('all');
    } // (with one card in the graveyard, the cost can't be paid: no choice, nothing triggers)
    t.expect({ zones: { 'Grizzly Bears': cards.length === 3 ? 'battlefield' : 'graveyard' } });
  }
});
