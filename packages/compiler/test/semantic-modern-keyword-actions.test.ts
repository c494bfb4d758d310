/**
 * Modern keyword actions (issue 19, the keyword frontier), each played with real cards of the modern pool in an engine
 * game: amass (701.47a), bolster (701.39a), connive (701.50a, 701.50e), the keyword ability ascend (702.131), finality counters (122.1h) and discover (701.57a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef, resolveAll } from './helpers.js';

test('701.47a: Relentless Advance then Swarming of Moria — amass makes a 0/0 Zombie Army first, then grows it and makes it an Orc too', () => {
  modernDef('Relentless Advance');
  modernDef('Swarming of Moria');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island'],
          hand: ['Relentless Advance', 'Swarming of Moria'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Relentless Advance');
  t.pass(2);
  t.expect({
    objects: { 'Zombie Army': { pt: '3/3', counters: { '+1/+1': 3 }, subtypes: ['Zombie', 'Army'], colors: ['B'] } },
    log_cites: ['701.47a'],
  });
  t.cast('Swarming of Moria');
  t.pass(2);
  // The existing Army gets the counters; no second Army is made, and it becomes an Orc in addition.
  t.expect({ objects: { 'Zombie Army': { pt: '5/5', subtypes: ['Zombie', 'Army', 'Orc'] } } });
});

test('701.47a: Relentless Advance with two Armies (changelings, 702.73a) — no token is made; its controller chooses the one that gets the counters', () => {
  modernDef('Relentless Advance');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island'],
          hand: ['Relentless Advance'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Changeling Outcast', 'Chameleon Colossus'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Relentless Advance');
  t.pass(2);
  t.choose(['Changeling Outcast']);
  t.expect({
    objects: { 'Changeling Outcast': { pt: '4/4' }, 'Chameleon Colossus': { pt: '4/4', counters: {} } },
    players: { P1: { battlefield: { excludes: ['Zombie Army'] } } },
  });
});

test('701.39a: Cached Defenses — bolster 3 puts the counters on the creature with the least toughness', () => {
  modernDef('Cached Defenses');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Cached Defenses'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Hill Giant', 'Grizzly Bears'],
        },
        { library: ['Forest', 'Forest'], battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Cached Defenses');
  t.pass(2);
  t.expect({
    objects: { 'Grizzly Bears': { pt: '5/5' }, 'Hill Giant': { pt: '3/3' }, 'Llanowar Elves': { pt: '1/1' } },
    log_cites: ['701.39a'],
  });
});

test('701.39a: bolster among creatures tied for the least toughness — their controller chooses one', () => {
  modernDef('Cached Defenses');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Cached Defenses'],
          battlefield: [
            'Forest',
            'Forest',
            'Forest',
            { card: 'Grizzly Bears', label: 'a' },
            { card: 'Grizzly Bears', label: 'b' },
          ],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Cached Defenses');
  t.pass(2);
  t.choose(['b']);
  t.expect({ objects: { a: { pt: '2/2' }, b: { pt: '5/5' } } });
});

/** Raffine's Informant (2/1, "When this creature enters, it connives") cast with `hand` beside it; the library's top is `top`. */
function informant(top: string, discard: string) {
  modernDef("Raffine's Informant");
  const t = cardGame(
    {
      players: [
        {
          library: [top, 'Plains'],
          hand: ["Raffine's Informant", 'Grizzly Bears'],
          battlefield: ['Plains', 'Plains'],
        },
        { library: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Raffine's Informant");
  t.pass(2); // the creature spell resolves; its enters trigger goes on the stack
  t.pass(2); // the trigger resolves: draw, then the discard choice
  t.choose([discard]);
  return t;
}

test("701.50a: Raffine's Informant connives — draws, discards a nonland card, and gets a +1/+1 counter", () => {
  const t = informant('Forest', 'Grizzly Bears');
  t.expect({
    objects: { "Raffine's Informant": { pt: '3/2', counters: { '+1/+1': 1 } } },
    players: { P1: { hand: ['Forest'], graveyard: ['Grizzly Bears'] } },
    log_cites: ['701.50a'],
  });
});

test("701.50a: Raffine's Informant connives discarding a land — no counter", () => {
  const t = informant('Forest', 'Forest');
  t.expect({
    objects: { "Raffine's Informant": { pt: '2/1' } },
    players: { P1: { hand: ['Grizzly Bears'], graveyard: ['Forest'] } },
  });
});

test('701.50e: Raffine, Scheming Seer — the attacking creature connives X, X the number of attackers: two cards drawn and discarded, a counter for each nonland', () => {
  modernDef('Raffine, Scheming Seer');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Hill Giant', 'Plains'],
          hand: ['Island'],
          battlefield: ['Raffine, Scheming Seer', 'Grizzly Bears'],
        },
        { library: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack(['Raffine, Scheming Seer', 'Grizzly Bears']);
  t.choose(['Grizzly Bears']); // the target of Raffine's trigger
  t.pass(2);
  t.choose(['Forest', 'Hill Giant']); // of Island, Forest and Hill Giant: one nonland card discarded
  t.expect({
    objects: { 'Grizzly Bears': { pt: '3/3', counters: { '+1/+1': 1 } } },
    players: { P1: { hand: ['Island'], graveyard: ['Forest', 'Hill Giant'] } },
    log_cites: ['701.50e'],
  });
});

test("702.131b / 702.131c: Snubhorn Sentry — ascend: the tenth permanent gives the city's blessing (+3/+0), kept after a land is destroyed", () => {
  modernDef('Snubhorn Sentry');
  const t = cardGame(
    {
      players: [
        {
          library: ['Plains', 'Plains'],
          hand: ['Plains', 'Stone Rain'],
          battlefield: [
            'Snubhorn Sentry',
            'Mountain',
            'Mountain',
            'Mountain',
            'Plains',
            'Plains',
            'Plains',
            'Plains',
            'Plains',
          ],
        },
        { library: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({ objects: { 'Snubhorn Sentry': { pt: '0/3' } } }, 'nine permanents: no blessing');
  t.play('Plains');
  t.expect({ objects: { 'Snubhorn Sentry': { pt: '3/3' } }, log_cites: ['702.131b'] }, 'ten permanents');
  t.cast('Stone Rain', { targets: ['Plains'] });
  t.pass(2);
  t.expect({ players: { P1: { graveyard: ['Plains', 'Stone Rain'] } }, objects: { 'Snubhorn Sentry': { pt: '3/3' } } });
  const g = t.state;
  assert.equal(g.battlefield.filter((o) => g.objects[o]!.controller === 0).length, 9, 'nine permanents again');
  assert.equal(g.players[0]!.cityBlessing, true, '702.131c: the blessing is kept for the rest of the game');
});

test("702.131b: without a permanent with ascend, ten permanents give no city's blessing", () => {
  modernDef('Snubhorn Sentry');
  const t = cardGame(
    {
      players: [
        { library: ['Plains'], battlefield: Array.from({ length: 10 }, () => 'Plains') },
        { library: ['Plains'], battlefield: ['Snubhorn Sentry'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.pass(1);
  t.expect({ objects: { 'Snubhorn Sentry': { pt: '0/3' } }, log_not_cites: ['702.131b'] });
  assert.equal(t.state.players[0]!.cityBlessing, undefined);
});

test('122.1h: Rite of the Moth returns Grizzly Bears with a finality counter; when it would die, it is exiled instead', () => {
  modernDef('Rite of the Moth');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Rite of the Moth', 'Shock'],
          graveyard: ['Grizzly Bears'],
          battlefield: [...landsFor('{1}{W}{B}{B}'), 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Rite of the Moth', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.expect({ objects: { 'Grizzly Bears': { zone: 'battlefield', counters: { finality: 1 } } } });
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.expect({ zones: { 'Grizzly Bears': 'exile' }, log_cites: ['122.1h'] });
});

test('122.1h: without a finality counter the creature goes to the graveyard as usual', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Mountain', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' }, log_not_cites: ['122.1h'] });
});

test('122.6: Persist (the card) returns a nonlegendary creature card with a -1/-1 counter on it', () => {
  modernDef('Persist');
  const t = cardGame(
    {
      players: [{ hand: ['Persist'], graveyard: ['Hill Giant'], battlefield: [...landsFor('{1}{B}')] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Persist', { targets: ['Hill Giant'] });
  resolveAll(t.state);
  t.expect({ objects: { 'Hill Giant': { zone: 'battlefield', counters: { '-1/-1': 1 }, pt: '2/2' } } });
});

/** P1 casts Geological Appraiser ("When ~ enters, if you cast it, discover 3") over a library of Plains, Craw Wurm, Grizzly Bears, Island. */
function appraiserGame(castIt: boolean) {
  modernDef('Geological Appraiser');
  const t = cardGame(
    {
      players: [
        {
          library: ['Plains', 'Craw Wurm', 'Grizzly Bears', 'Island'],
          hand: ['Geological Appraiser'],
          battlefield: [...landsFor('{2}{R}{R}')],
        },
        { library: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Geological Appraiser');
  resolveAll(t.state, { yes: castIt });
  return t;
}

test('701.57a: Geological Appraiser discovers 3 — Plains and Craw Wurm (mana value 6) are exiled on the way to Grizzly Bears, cast without paying its mana cost; the two go to the bottom', () => {
  const t = appraiserGame(true);
  t.expect({
    zones: { 'Grizzly Bears': 'battlefield', Plains: 'library', 'Craw Wurm': 'library' },
    log_cites: ['701.57a'],
  });
  const lib = t.state.players[0]!.library.map((o) => t.nameOf(o).replace(/#\d+$/, ''));
  assert.equal(lib[0], 'Island', 'the rest went to the bottom');
  assert.deepEqual([...lib.slice(1)].sort(), ['Craw Wurm', 'Plains']);
});

test("701.57a: discover — not cast, the discovered card is put into its owner's hand", () => {
  const t = appraiserGame(false);
  t.expect({ zones: { 'Grizzly Bears': 'hand', Plains: 'library', 'Craw Wurm': 'library' } });
});
