/**
 * 701.59a: "collect evidence N" — exile cards with total mana value N or greater from your graveyard: as a cost of an
 * activated ability, as an optional additional cost of a spell ("if evidence was collected"), and as a cost a player
 * may pay while an ability resolves ("you may collect evidence 4. If you do, …"). The player chooses the cards; a
 * choice whose total is too small is refused and changes nothing. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const names = (t: ReturnType<typeof cardGame>, player: number): string[] =>
  t.state.battlefield.filter((id) => t.state.objects[id]!.controller === player).map((id) => t.nameOf(id));
const graveyard = (t: ReturnType<typeof cardGame>, player: number): string[] =>
  t.state.players[player]!.graveyard.map((id) => t.nameOf(id)).sort();

test("701.59a: Forensic Researcher — '{T}, Collect evidence 3': two cards of mana value 1 are refused; Hill Giant pays it, and the rest stay in the graveyard", () => {
  modernDef('Forensic Researcher');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Forensic Researcher'], graveyard: ['Lightning Bolt', 'Shock', 'Hill Giant'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const ability = 'Collect evidence 3';
  t.activate('Forensic Researcher', {
    ability,
    targets: ['Grizzly Bears'],
    costs: ['Lightning Bolt', 'Shock'],
    refused: true,
  });
  t.activate('Forensic Researcher', { ability, targets: ['Grizzly Bears'], costs: ['Hill Giant'] });
  t.resolve();
  assert.deepEqual(graveyard(t, 0), ['Lightning Bolt', 'Shock']);
  assert.equal(t.state.objects[t.id('Grizzly Bears')]!.tapped, true);
});

test("701.59a: Forensic Researcher — a graveyard whose cards total less than 3 can't pay the cost", () => {
  const t = cardGame(
    {
      players: [
        { battlefield: ['Forensic Researcher'], graveyard: ['Lightning Bolt', 'Shock'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Forensic Researcher', { ability: 'Collect evidence 3', targets: ['Grizzly Bears'], refused: true });
});

test('701.59a: Vitu-Ghazi Inspector — with evidence collected (6 mana value exiled) its enters ability puts a counter and gains 2 life; without, nothing', () => {
  modernDef('Vitu-Ghazi Inspector');
  const setup = {
    players: [
      {
        hand: ['Vitu-Ghazi Inspector'],
        battlefield: ['Forest', 'Forest', 'Grizzly Bears'],
        graveyard: ['Hill Giant', 'Savannah Lions', 'Shock'],
      },
      {},
    ],
    position: { active: 'P1' as const, step: 'main1' as const },
  };
  const kicked = cardGame(setup, modernCompiled);
  kicked.cast('Vitu-Ghazi Inspector', { with: 'kicker', costs: ['Hill Giant', 'Savannah Lions', 'Shock'] });
  kicked.resolve(); // the creature spell
  kicked.choose(['Grizzly Bears']);
  kicked.resolve(); // its enters ability
  kicked.expect({ life: { P1: 22 } });
  assert.equal(kicked.state.objects[kicked.id('Grizzly Bears')]!.counters['+1/+1'], 1);
  assert.deepEqual(graveyard(kicked, 0), []);

  const plain = cardGame(setup, modernCompiled);
  plain.cast('Vitu-Ghazi Inspector');
  plain.resolve();
  assert.equal(plain.state.turns[0]!.stack.length, 0, 'no enters ability: evidence was not collected');
  plain.expect({ life: { P1: 20 } });
  assert.equal(graveyard(plain, 0).length, 3);
});

test('701.59a: Izoni — "you may collect evidence 4. If you do, …": the choice lists each card\'s mana value; a choice totalling 2 is refused; one totalling 4 makes two Spiders', () => {
  modernDef('Izoni, Center of the Web');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Izoni, Center of the Web'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest', 'Forest'],
          graveyard: ['Hill Giant', 'Savannah Lions', 'Shock'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Izoni, Center of the Web');
  t.resolve(); // Izoni enters; its ability triggers
  t.resolve();
  t.choose(true); // collect evidence
  const d = t.state.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.minTotalManaValue === 4);
  const byName = d.options.map((id, i) => `${t.state.cards[t.state.objects[id]!.defKey]!.name} ${d.manaValues?.[i]}`);
  assert.deepEqual(byName.sort(), ['Hill Giant 4', 'Savannah Lions 1', 'Shock 1'], 'each option with its mana value');
  t.choose(['Savannah Lions', 'Shock'], { refused: true });
  t.choose(['Hill Giant']);
  assert.deepEqual(names(t, 0).filter((n) => n === 'Spider').length, 2);
  assert.deepEqual(graveyard(t, 0), ['Savannah Lions', 'Shock']);
});

test('701.59a / 608.2c: Behind the Mask with evidence collected — a noncreature artifact still becomes an artifact creature, with base power and toughness 1/1', () => {
  modernDef('Behind the Mask');
  const t = cardGame(
    {
      players: [
        { hand: ['Behind the Mask'], battlefield: ['Island', 'Sol Ring'], graveyard: ['Hill Giant', 'Grizzly Bears'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Behind the Mask', { targets: ['Sol Ring'], with: 'kicker', costs: ['Hill Giant', 'Grizzly Bears'] });
  t.resolve();
  const ring = chars(t.state, t.id('Sol Ring'));
  assert.deepEqual([ring.power, ring.toughness], [1, 1]);
  assert.deepEqual([...ring.types].sort(), ['Artifact', 'Creature']);
});
