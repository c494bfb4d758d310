/**
 * 303.4i: an Aura or Equipment card put onto the battlefield "attached to" a permanent the effect names (CARDNAME, that
 * creature, target creature) enters attached to it; an Aura that can't legally enchant it stays where it was. Real
 * modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { chars } from '@arbiter/engine';
import { modernCompiled, modernDef, modernPool } from './helpers.js';

const islands = (n: number) => Array.from({ length: n }, () => 'Island');

test('303.4i: Academy Researchers puts Pacifism from the hand onto the battlefield attached to itself', () => {
  modernDef('Academy Researchers');
  const t = cardGame(
    {
      players: [{ hand: ['Academy Researchers', 'Pacifism'], battlefield: islands(3) }, { battlefield: ['Craw Wurm'] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Academy Researchers');
  t.resolve(); // the creature spell, then its enters trigger
  t.resolve();
  t.choose(['Pacifism']); // no choice of host: the effect names Academy Researchers (Craw Wurm is never offered)
  const pacifism = t.id('Pacifism');
  assert.equal(t.state.objects[pacifism]!.zone, 'battlefield');
  assert.equal(t.state.objects[pacifism]!.attachedTo, t.id('Academy Researchers'));
  t.expect({ log_cites: ['303.4i'] });
});

test('303.4i: an Aura that can’t enchant Academy Researchers (Wild Growth, enchant land) stays in the hand', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Academy Researchers', 'Wild Growth'], battlefield: islands(3) }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Academy Researchers');
  t.resolve();
  t.resolve();
  t.choose(['Wild Growth']);
  t.expect({ zones: { 'Wild Growth': 'hand' }, log_cites: ['303.4i'] });
});

function dragonBreath(extra: string[] = []) {
  modernDef('Dragon Breath');
  return cardGame(
    {
      players: [
        {
          hand: ['Craw Wurm', ...extra],
          graveyard: ['Dragon Breath'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Island'],
        },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('303.4i: Dragon Breath returns from the graveyard attached to the creature with mana value 6 that entered', () => {
  const t = dragonBreath();
  t.cast('Craw Wurm');
  t.resolve(); // Craw Wurm enters; Dragon Breath triggers from the graveyard
  t.resolve();
  t.choose(true);
  const breath = t.id('Dragon Breath');
  assert.equal(t.state.objects[breath]!.zone, 'battlefield');
  assert.equal(t.state.objects[breath]!.attachedTo, t.id('Craw Wurm'));
  assert.ok(chars(t.state, t.id('Craw Wurm')).keywords.has('haste'));
});

test('303.4i: with that creature gone when the trigger resolves, Dragon Breath stays in the graveyard', () => {
  const t = dragonBreath(['Unsummon']);
  t.cast('Craw Wurm');
  t.resolve();
  // Craw Wurm leaves before the trigger resolves: there is nothing named for Dragon Breath to enchant.
  t.cast('Unsummon', { targets: ['Craw Wurm'] });
  t.resolve();
  t.resolve();
  t.choose(true);
  t.expect({ zones: { 'Dragon Breath': 'graveyard' }, log_cites: ['303.4i'] });
});

test("303.4i: Gryff's Boon returns from the graveyard attached to target creature", () => {
  modernDef("Gryff's Boon");
  const t = cardGame(
    {
      players: [
        { graveyard: ["Gryff's Boon"], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Gryff's Boon", { from: 'graveyard', targets: ['Craw Wurm'] });
  t.resolve();
  const boon = t.id("Gryff's Boon");
  assert.equal(t.state.objects[boon]!.attachedTo, t.id('Craw Wurm'));
  t.expect({ objects: { 'Craw Wurm': { pt: '7/4' } } });
});

test('303.4i / 301.5: Magnetic Snuffler returns an Equipment card from the graveyard attached to itself', () => {
  modernDef('Magnetic Snuffler');
  const t = cardGame(
    {
      players: [
        { hand: ['Magnetic Snuffler'], graveyard: ['Bonesplitter'], battlefield: islands(5) },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Magnetic Snuffler');
  t.resolve();
  t.choose(['Bonesplitter']); // the trigger's target
  t.resolve();
  const snuffler = t.id('Magnetic Snuffler');
  assert.equal(t.state.objects[t.id('Bonesplitter')]!.attachedTo, snuffler);
  t.expect({ objects: { 'Magnetic Snuffler': { pt: '6/4' } } });
});

test('303.4i / 701.23a: Arachnus Spinner searches the graveyard alone for Arachnus Web and puts it on target creature', () => {
  modernDef('Arachnus Spinner');
  const t = cardGame(
    {
      players: [
        { graveyard: ['Arachnus Web'], library: ['Forest', 'Forest'], battlefield: ['Arachnus Spinner'] },
        { battlefield: ['Craw Wurm', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    // Arachnus Web is partial (its end-step clause); its enchant ability is all this test needs.
    { ...modernCompiled, cards: { 'Arachnus Web': modernPool().pool.compiled('Arachnus Web')!.definition } },
  );
  t.activate('Arachnus Spinner', { targets: ['Craw Wurm'], costs: ['Arachnus Spinner'] });
  t.resolve();
  t.choose(false); // search the graveyard only
  t.choose(['Arachnus Web']);
  assert.equal(t.state.objects[t.id('Arachnus Web')]!.attachedTo, t.id('Craw Wurm'));
  t.expect({ log_cites: ['303.4i'] });
});
