/**
 * Issue 19: the mana spent to cast a spell (601.2h), read by modern cards in engine games — converge ("the number of
 * colors of mana spent to cast this spell"), adamant ("if at least three white mana was spent to cast this spell"),
 * "the amount of mana spent to cast that spell" in cast triggers, "if no mana was spent to cast it", and a permanent's
 * abilities reading the mana spent on the spell it was (400.7d).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (
  p1: Parameters<typeof cardGame>[0]['players'] extends readonly (infer P)[] | number ? P : never,
  p2 = {},
) => cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('601.2h converge: Kaleidoscorch deals 2 damage paid with red and blue mana, 1 paid with red mana only', () => {
  modernDef('Kaleidoscorch');
  for (const [pay, dmg] of [
    [['Mountain', 'Island'], 2],
    [['Mountain', 'Mountain'], 1],
  ] as const) {
    const t = game({ battlefield: ['Mountain', 'Mountain', 'Island'], hand: ['Kaleidoscorch'] });
    t.cast('Kaleidoscorch', { targets: ['P2'], pay }).resolve();
    t.expect({ life: { P2: 20 - dmg } });
  }
});

test('614.1c / 601.2h converge: Woodland Wanderer enters with a +1/+1 counter for each color spent (three, or one)', () => {
  modernDef('Woodland Wanderer');
  for (const [pay, n] of [
    [['Forest', 'Plains', 'Island', 'Wastes'], 3],
    [['Forest', 'Forest', 'Wastes', 'Wastes'], 1],
  ] as const) {
    const t = game({
      battlefield: ['Forest', 'Forest', 'Plains', 'Island', 'Wastes', 'Wastes'],
      hand: ['Woodland Wanderer'],
    });
    t.cast('Woodland Wanderer', { pay }).resolve();
    t.expect({ objects: { 'Woodland Wanderer': { counters: { '+1/+1': n }, pt: `${2 + n}/${2 + n}` } } });
  }
});

test('614.1c / 601.2h adamant: Ardenvale Paladin enters with a +1/+1 counter only if three white mana was spent', () => {
  modernDef('Ardenvale Paladin');
  for (const [pay, pt] of [
    [['Plains', 'Plains', 'Plains', 'Island'], '3/6'],
    [['Plains', 'Plains', 'Island', 'Island'], '2/5'],
  ] as const) {
    const t = game({
      battlefield: ['Plains', 'Plains', 'Plains', 'Island', 'Island'],
      hand: ['Ardenvale Paladin'],
    });
    t.cast('Ardenvale Paladin', { pay }).resolve();
    t.expect({ objects: { 'Ardenvale Paladin': { pt } } });
  }
});

test('601.2h adamant: Searing Barrage also deals 3 damage to the controller only if three red mana was spent', () => {
  modernDef('Searing Barrage');
  for (const [pay, life] of [
    [['Mountain', 'Mountain', 'Mountain', 'Island', 'Island'], 17],
    [['Mountain', 'Mountain', 'Island', 'Island', 'Island'], 20],
  ] as const) {
    const t = game(
      { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Island', 'Island', 'Island'], hand: ['Searing Barrage'] },
      { battlefield: ['Grizzly Bears'] },
    );
    t.cast('Searing Barrage', { targets: ['Grizzly Bears'], pay }).resolve();
    t.expect({ zones: { 'Grizzly Bears': 'graveyard' }, life: { P2: life } });
  }
});

test('601.2h: Memory Deluge looks at the top four cards cast for {2}{U}{U}, and seven cast with flashback for {5}{U}{U}', () => {
  modernDef('Memory Deluge');
  const library = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes', 'Ornithopter', 'Grizzly Bears'];
  const t = game({ battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Memory Deluge'], library });
  t.cast('Memory Deluge').resolve();
  t.choose(['Plains', 'Island']);
  t.expect({ players: { P1: { hand: ['Plains', 'Island'], library_count: 6 } } });
  const g = game({
    battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
    graveyard: ['Memory Deluge'],
    library,
  });
  g.cast('Memory Deluge').resolve();
  g.choose(['Ornithopter', 'Wastes']);
  g.expect({ players: { P1: { hand: ['Wastes', 'Ornithopter'], library_count: 6 } }, exile: ['Memory Deluge'] });
});

test('400.7d converge: Radiant Epicure, cast with black and green mana, drains 2 as it enters; with black only, 1', () => {
  modernDef('Radiant Epicure');
  for (const [pay, n] of [
    [['Swamp', 'Forest', 'Swamp', 'Swamp', 'Swamp'], 2],
    [['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], 1],
  ] as const) {
    const t = game({
      battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest'],
      hand: ['Radiant Epicure'],
    });
    t.cast('Radiant Epicure', { pay }).resolve('all');
    t.expect({ life: { P1: 20 + n, P2: 20 - n } });
  }
});

test('601.2h: Aberrant Manawurm gets +X/+0 where X is the mana spent on the instant or sorcery cast (Divination: +3/+0)', () => {
  modernDef('Aberrant Manawurm');
  const t = game({
    battlefield: ['Aberrant Manawurm', 'Island', 'Island', 'Island', 'Mountain'],
    hand: ['Divination', 'Shock'],
    library: ['Plains', 'Plains'],
  });
  t.cast('Divination').resolve('all');
  t.expect({ objects: { 'Aberrant Manawurm': { pt: '5/5' } } });
  t.cast('Shock', { targets: ['P2'] }).resolve('all');
  t.expect({ objects: { 'Aberrant Manawurm': { pt: '6/5' } } });
});

test('601.2h: Deluge Virtuoso gets +1/+1 for a 3-mana sorcery, +2/+2 instead for a 5-mana one', () => {
  modernDef('Deluge Virtuoso');
  for (const [spell, lands, pt] of [
    ['Divination', 3, '3/3'],
    ['Tidings', 5, '4/4'],
  ] as const) {
    const t = game({
      battlefield: ['Deluge Virtuoso', ...Array.from({ length: lands }, () => 'Island')],
      hand: [spell],
      library: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
    });
    t.cast(spell).resolve('all');
    t.expect({ objects: { 'Deluge Virtuoso': { pt } } });
  }
});

test('603.4 / 601.2h: Vexing Bauble counters a spell cast with no mana spent (Ornithopter), not one paid for', () => {
  modernDef('Vexing Bauble');
  const t = game({ battlefield: ['Vexing Bauble', 'Forest', 'Forest'], hand: ['Ornithopter', 'Grizzly Bears'] });
  t.cast('Ornithopter').resolve('all');
  t.expect({ zones: { Ornithopter: 'graveyard' } });
  t.cast('Grizzly Bears').resolve('all');
  t.expect({ zones: { 'Grizzly Bears': 'battlefield' } });
});

test('603.4 / 106.1b: Void Mirror counters a spell cast with colorless mana only, not one with colored mana spent', () => {
  modernDef('Void Mirror');
  const t = game({
    battlefield: ['Void Mirror', 'Wastes', 'Wastes', 'Forest', 'Forest'],
    hand: ['Bottle Gnomes', 'Grizzly Bears'],
  });
  t.cast('Bottle Gnomes', { pay: ['Wastes', 'Wastes', 'Forest'] }).resolve('all');
  t.expect({ zones: { 'Bottle Gnomes': 'battlefield' } });
  const g = game({ battlefield: ['Void Mirror', 'Wastes', 'Wastes', 'Wastes'], hand: ['Bottle Gnomes'] });
  g.cast('Bottle Gnomes').resolve('all');
  g.expect({ zones: { 'Bottle Gnomes': 'graveyard' } });
});

test('603.4 / 601.2h: Prompto Argentum makes a Treasure for a noncreature spell with four mana spent, not for three', () => {
  modernDef('Prompto Argentum');
  const t = game({
    battlefield: ['Prompto Argentum', ...Array.from({ length: 9 }, () => 'Island')],
    hand: ['Divination', 'Opportunity'],
    library: Array.from({ length: 8 }, () => 'Plains'),
  });
  t.cast('Divination').resolve('all');
  t.expect({ players: { P1: { battlefield: { excludes: ['Treasure'] } } } });
  t.cast('Opportunity', { targets: ['P1'] }).resolve('all');
  t.expect({ players: { P1: { battlefield: { contains: ['Treasure'] } } } });
});

test('614.1c: Freestrider Commando enters with two +1/+1 counters when it was not cast (Elvish Piper), none when paid for', () => {
  modernDef('Freestrider Commando');
  const t = game({ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Freestrider Commando'] });
  t.cast('Freestrider Commando').resolve();
  t.expect({ objects: { 'Freestrider Commando': { pt: '3/3' } } });
  const g = game({ battlefield: ['Elvish Piper', 'Forest'], hand: ['Freestrider Commando'] });
  g.activate('Elvish Piper').resolve();
  g.choose(['Freestrider Commando']);
  g.expect({ objects: { 'Freestrider Commando': { pt: '5/5' } } });
});

test('601.2h: Exhibition Tidecaller — target player mills three, or ten instead (that player, not the caster) for a 5-mana spell', () => {
  modernDef('Exhibition Tidecaller');
  const library = (): string[] => Array.from({ length: 12 }, () => 'Plains');
  for (const [spell, lands, milled] of [
    ['Divination', 3, 3],
    ['Tidings', 5, 10],
  ] as const) {
    const t = game(
      {
        battlefield: ['Exhibition Tidecaller', ...Array.from({ length: lands }, () => 'Island')],
        hand: [spell],
        library: library(),
      },
      { library: library() },
    );
    t.cast(spell);
    t.choose(['P2']);
    t.resolve('all');
    t.expect({ players: { P2: { library_count: 12 - milled, graveyard_count: milled } } });
  }
});

test('603.2 / 601.2h: Sahagin — "put a +1/+1 counter on this creature and it can\'t be blocked": "it" is Sahagin', () => {
  modernDef('Sahagin');
  for (const [spell, lands, blockable] of [
    ['Divination', 3, true],
    ['Tidings', 5, false],
  ] as const) {
    const t = game(
      {
        battlefield: ['Sahagin', ...Array.from({ length: lands }, () => 'Island')],
        hand: [spell],
        library: Array.from({ length: 6 }, () => 'Plains'),
      },
      { battlefield: ['Grizzly Bears'] },
    );
    t.cast(spell).resolve('all');
    t.expect({ objects: { Sahagin: { pt: blockable ? '1/3' : '2/4' } } });
    t.advance('declareAttackers');
    t.attack(['Sahagin']);
    t.advance('declareBlockers');
    // 509.1: unblockable, P2 has no block to declare and is not asked.
    t.expect({ decision: blockable ? 'declareBlockers' : 'priority' });
    if (blockable) t.block({ 'Grizzly Bears': 'Sahagin' });
  }
});

test('601.2h: Prossh, Skyraider of Kher makes a Kobold for each mana spent to cast it — four with Dragonspeaker Shaman, six without', () => {
  modernDef('Prossh, Skyraider of Kher');
  for (const [reducer, kobolds] of [
    [true, 4],
    [false, 6],
  ] as const) {
    const t = game({
      battlefield: [
        ...(reducer ? ['Dragonspeaker Shaman'] : []),
        ...['Swamp', 'Mountain', 'Forest', 'Forest', 'Forest', 'Forest'],
      ],
      hand: ['Prossh, Skyraider of Kher'],
    });
    t.cast('Prossh, Skyraider of Kher').resolve('all');
    t.expect({ objects: { 'Prossh, Skyraider of Kher': { zone: 'battlefield' } } });
    assert.deepEqual(
      t.zones('Kobolds of Kher Keep'),
      Array.from({ length: kobolds }, () => 'battlefield'),
    );
  }
});

test('601.2h: Firespout deals 3 damage to each creature without flying if {R} was spent, with flying if {G}; both with {R} and {G}', () => {
  modernDef('Firespout');
  for (const [pay, bears, birds] of [
    [['Mountain', 'Mountain', 'Mountain'], 'graveyard', 'battlefield'],
    [['Forest', 'Forest', 'Forest'], 'battlefield', 'graveyard'],
    [['Mountain', 'Forest', 'Forest'], 'graveyard', 'graveyard'],
  ] as const) {
    const t = game(
      { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest', 'Forest'], hand: ['Firespout'] },
      { battlefield: ['Grizzly Bears', 'Birds of Paradise'] },
    );
    t.cast('Firespout', { pay }).resolve();
    t.expect({ zones: { 'Grizzly Bears': bears, 'Birds of Paradise': birds } });
  }
});

test('601.2h: Dawnglow Infusion gains X life if {G} was spent and X life if {W} was spent (X twice with both)', () => {
  modernDef('Dawnglow Infusion');
  for (const [pay, life] of [
    [['Forest', 'Forest', 'Forest'], 22],
    [['Forest', 'Forest', 'Plains'], 24],
  ] as const) {
    const t = game({ battlefield: ['Forest', 'Forest', 'Forest', 'Plains'], hand: ['Dawnglow Infusion'] });
    t.cast('Dawnglow Infusion', { x: 2, pay }).resolve();
    t.expect({ life: { P1: life } });
  }
});

test('601.2h: Azorius Herald is sacrificed as it enters unless {U} was spent to cast it', () => {
  modernDef('Azorius Herald');
  for (const [pay, zone] of [
    [['Plains', 'Plains', 'Island'], 'battlefield'],
    [['Plains', 'Plains', 'Plains'], 'graveyard'],
  ] as const) {
    const t = game({ battlefield: ['Plains', 'Plains', 'Plains', 'Island'], hand: ['Azorius Herald'] });
    t.cast('Azorius Herald', { pay }).resolve();
    t.choose([0, 1]); // 603.3b: its two enters triggers
    t.resolve('all');
    t.expect({ zones: { 'Azorius Herald': zone }, life: { P1: 24 } });
  }
});

test('603.4 / 601.2h: Catharsis makes two Kithkin only if {W}{W} was spent, and pumps only if {R}{R} was spent', () => {
  modernDef('Catharsis');
  for (const [pay, kithkin] of [
    [['Plains', 'Plains', 'Mountain', 'Island', 'Island', 'Island'], true],
    [['Plains', 'Mountain', 'Mountain', 'Island', 'Island', 'Island'], false],
  ] as const) {
    const t = game({
      battlefield: ['Plains', 'Plains', 'Mountain', 'Mountain', 'Island', 'Island', 'Island'],
      hand: ['Catharsis'],
    });
    t.cast('Catharsis', { pay }).resolve('all');
    t.expect({ players: { P1: { battlefield: kithkin ? { contains: ['Kithkin'] } : { excludes: ['Kithkin'] } } } });
    t.expect({ objects: { Catharsis: { pt: kithkin ? '3/4' : '4/5' } } });
  }
});

test('603.4 / 601.2h: Muse Seeker discards after drawing unless five or more mana was spent on the spell', () => {
  modernDef('Muse Seeker');
  for (const [spell, lands, hand] of [
    ['Divination', 3, 3],
    ['Tidings', 5, 6],
  ] as const) {
    const t = game({
      battlefield: ['Muse Seeker', ...Array.from({ length: lands }, () => 'Island')],
      hand: [spell, 'Plains'],
      library: Array.from({ length: 8 }, () => 'Plains'),
    });
    t.cast(spell).resolve();
    if (spell === 'Divination') t.choose(['Plains']);
    t.resolve('all');
    t.expect({ players: { P1: { hand_count: hand } } });
  }
});

test('601.2h adamant: Henge Walker enters with a +1/+1 counter only if three mana of one color was spent (any color)', () => {
  modernDef('Henge Walker');
  for (const [pay, pt] of [
    [['Forest', 'Forest', 'Forest'], '3/3'],
    [['Island', 'Island', 'Island'], '3/3'],
    [['Forest', 'Forest', 'Island'], '2/2'],
  ] as const) {
    const t = game({
      battlefield: ['Forest', 'Forest', 'Forest', 'Island', 'Island', 'Island'],
      hand: ['Henge Walker'],
    });
    t.cast('Henge Walker', { pay }).resolve();
    t.expect({ objects: { 'Henge Walker': { pt } } });
  }
});

test('608.2b / 601.2h: Nix counters a target spell cast with no mana spent (Ornithopter), not one paid for', () => {
  modernDef('Nix');
  for (const [spell, zone] of [
    ['Ornithopter', 'graveyard'],
    ['Memnite', 'graveyard'],
    ['Grizzly Bears', 'battlefield'],
  ] as const) {
    const t = game({ battlefield: ['Forest', 'Forest', 'Island'], hand: [spell, 'Nix'] });
    t.cast(spell, spell === 'Grizzly Bears' ? { pay: ['Forest', 'Forest'] } : {});
    t.cast('Nix', { targets: [spell] }).resolve('all');
    t.expect({ zones: { [spell]: zone, Nix: 'graveyard' } });
  }
});
