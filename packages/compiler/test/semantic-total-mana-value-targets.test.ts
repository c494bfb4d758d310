/**
 * 601.2c: "up to three / any number of target creature cards with total mana value N or less": the targets as a group
 * must have total mana value N or less when they are chosen. A choice that breaks the limit is refused with a typed
 * error and changes nothing; a card whose own mana value exceeds N is never offered. 608.2b: on resolution each target
 * is checked only on its own. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const battlefield = (t: ReturnType<typeof cardGame>): string[] =>
  t.state.battlefield.map((id) => t.nameOf(id).replace(/#\d+$/, '')).sort();

test('601.2c: Patch Up — three creature cards totalling 4 are refused; two totalling 3 return to the battlefield', () => {
  modernDef('Patch Up');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Patch Up'],
          battlefield: ['Plains', 'Plains', 'Plains'],
          graveyard: ['Grizzly Bears', 'Savannah Lions', 'Llanowar Elves', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Patch Up', {
    targets: [['Grizzly Bears', 'Savannah Lions', 'Llanowar Elves']],
    refused: { code: 'ILLEGAL_TARGET', rule: '601.2c', message: 'total mana value 3 or less' },
  });
  t.cast('Patch Up', { targets: [['Grizzly Bears', 'Savannah Lions']] });
  t.resolve();
  assert.deepEqual(battlefield(t), ['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Savannah Lions']);
});

test("601.2c: Patch Up — the cast action's target list never offers a card whose own mana value exceeds the total", () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Patch Up'], battlefield: ['Plains', 'Plains', 'Plains'], graveyard: ['Grizzly Bears', 'Hill Giant'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const d = t.pending;
  assert.ok(d && d.kind === 'priority');
  const cast = d.actions.find((a) => a.kind === 'cast' && a.name === 'Patch Up');
  assert.ok(cast && cast.kind === 'cast');
  const offered = (cast.targets ?? []).flatMap((o) => o.legal).map((r) => (r.kind === 'object' ? t.nameOf(r.id) : ''));
  assert.deepEqual(offered, ['Grizzly Bears']);
  t.cast('Patch Up', { targets: [['Hill Giant']], refused: 'ILLEGAL_TARGET' });
});

test('601.2c: Tocasia, Dig Site Mentor — "any number of target artifact cards with total mana value 10 or less": 11 is refused, 10 returns', () => {
  modernDef('Tocasia, Dig Site Mentor');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Forest', 'Forest', 'Forest', 'Plains', 'Plains', 'Island', 'Island', 'Island'],
          graveyard: ['Tocasia, Dig Site Mentor', 'Gilded Lotus', 'Solemn Simulacrum', 'Mind Stone', 'Sol Ring'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const ability = '{2}{G}{G}{W}{W}{U}{U}';
  t.activate('Tocasia, Dig Site Mentor', {
    ability,
    targets: [['Gilded Lotus', 'Solemn Simulacrum', 'Mind Stone']],
    refused: 'ILLEGAL_TARGET',
  });
  t.activate('Tocasia, Dig Site Mentor', { ability, targets: [['Gilded Lotus', 'Solemn Simulacrum', 'Sol Ring']] });
  t.resolve();
  assert.deepEqual(
    ['Gilded Lotus', 'Mind Stone', 'Sol Ring', 'Solemn Simulacrum'].filter((n) => battlefield(t).includes(n)),
    ['Gilded Lotus', 'Sol Ring', 'Solemn Simulacrum'],
  );
});

test('601.2c: Scout for Survivors — two creature cards totalling 3 return and each gets a +1/+1 counter', () => {
  modernDef('Scout for Survivors');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Scout for Survivors'],
          battlefield: ['Plains', 'Plains', 'Plains'],
          graveyard: ['Grizzly Bears', 'Savannah Lions'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Scout for Survivors', { targets: [['Grizzly Bears', 'Savannah Lions']] });
  t.resolve();
  assert.deepEqual(battlefield(t), ['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Savannah Lions']);
  assert.equal(t.state.objects[t.id('Grizzly Bears')]!.counters['+1/+1'], 1);
  assert.equal(t.state.objects[t.id('Savannah Lions')]!.counters['+1/+1'], 1);
});
