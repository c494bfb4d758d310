/**
 * The hand-written starter pool (issue 2): real cards, written in the same data form the
 * Oracle-text compiler produces. Oracle text is current wording.
 */
import type { CardDefinition } from './ability-tree.js';
import { CLASSIC_CARDS } from './classics.js';
import {
  ANY_TARGET,
  SELF,
  T0,
  T1,
  TARGET_CREATURE,
  TARGET_PLAYER,
  TARGET_SPELL,
  basicLand,
  card,
  creature,
  kw,
  spell,
  tapForMana,
  target,
  token,
} from './builders.js';

const CREATURE_YOU_CONTROL = { kind: 'object', match: { types: ['Creature'], controller: 'you' } } as const;

export const STARTER_CARDS: readonly CardDefinition[] = [
  // Basic lands (305.6)
  basicLand('Plains', 'Plains', '{W}'),
  basicLand('Island', 'Island', '{U}'),
  basicLand('Swamp', 'Swamp', '{B}'),
  basicLand('Mountain', 'Mountain', '{R}'),
  basicLand('Forest', 'Forest', '{G}'),
  basicLand('Snow-Covered Forest', 'Forest', '{G}', true),
  card(['Land'], {
    name: 'Wastes',
    cost: null,
    supertypes: ['Basic'],
    text: '{T}: Add {C}.',
    abilities: [tapForMana('{C}')],
  }),

  // Vanilla and keyword creatures
  creature('Grizzly Bears', '{1}{G}', ['Bear'], [2, 2], ''),
  creature('Hill Giant', '{3}{R}', ['Giant'], [3, 3], ''),
  creature('Savannah Lions', '{W}', ['Cat'], [2, 1], ''),
  creature('Llanowar Elves', '{G}', ['Elf', 'Druid'], [1, 1], '{T}: Add {G}.', [tapForMana('{G}')]),
  creature('Serra Angel', '{3}{W}{W}', ['Angel'], [4, 4], 'Flying\nVigilance', kw('flying', 'vigilance')),
  creature('Giant Spider', '{3}{G}', ['Spider'], [2, 4], 'Reach', kw('reach')),
  creature('Wall of Stone', '{1}{R}{R}', ['Wall'], [0, 8], 'Defender', kw('defender')),
  creature('Raging Goblin', '{R}', ['Goblin', 'Berserker'], [1, 1], 'Haste', kw('haste')),
  creature('Typhoid Rats', '{B}', ['Rat'], [1, 1], 'Deathtouch', kw('deathtouch')),
  creature(
    'Vampire Nighthawk',
    '{1}{B}{B}',
    ['Vampire', 'Shaman'],
    [2, 3],
    'Flying\nDeathtouch\nLifelink',
    kw('flying', 'deathtouch', 'lifelink'),
  ),
  creature('Boggart Brute', '{2}{R}', ['Goblin', 'Warrior'], [3, 2], 'Menace', kw('menace')),
  creature('Colossal Dreadmaw', '{4}{G}{G}', ['Dinosaur'], [6, 6], 'Trample', kw('trample')),
  creature('Fencing Ace', '{1}{W}', ['Human', 'Soldier'], [1, 1], 'Double strike', kw('double strike')),
  creature('Youthful Knight', '{1}{W}', ['Human', 'Knight'], [2, 1], 'First strike', kw('first strike')),
  creature('Gladecover Scout', '{G}', ['Elf', 'Scout'], [1, 1], 'Hexproof', kw('hexproof')),
  creature('Elvish Lookout', '{G}', ['Elf'], [1, 1], 'Shroud', kw('shroud')),
  creature('Boros Recruit', '{R/W}', ['Goblin', 'Soldier'], [1, 1], 'First strike', kw('first strike')),
  card(['Artifact', 'Creature'], {
    name: 'Darksteel Myr',
    cost: '{3}',
    subtypes: ['Myr'],
    power: '0',
    toughness: '1',
    text: 'Indestructible',
    abilities: kw('indestructible'),
  }),
  creature('White Knight', '{W}{W}', ['Human', 'Knight'], [2, 2], 'First strike\nProtection from black', [
    ...kw('first strike'),
    {
      kind: 'keyword',
      keyword: 'protection',
      from: { kind: 'object', match: { colors: ['B'] } },
      text: 'Protection from black',
    },
  ]),
  creature('Ambush Viper', '{1}{G}', ['Snake'], [2, 1], 'Flash\nDeathtouch', kw('flash', 'deathtouch')),
  creature('Elvish Visionary', '{1}{G}', ['Elf', 'Shaman'], [1, 1], 'When this creature enters, draw a card.', [
    {
      kind: 'triggered',
      trigger: { kind: 'entersBattlefield', what: SELF },
      targets: [],
      effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
      text: 'When this creature enters, draw a card.',
    },
  ]),
  creature(
    'Doomed Traveler',
    '{W}',
    ['Human', 'Soldier'],
    [1, 1],
    'When this creature dies, create a 1/1 white Spirit creature token with flying.',
    [
      {
        kind: 'triggered',
        trigger: { kind: 'leavesBattlefield', what: SELF, toGraveyard: true },
        targets: [],
        effects: [
          {
            kind: 'createToken',
            token: token('Spirit', ['W'], ['Spirit'], [1, 1], kw('flying'), 'Flying'),
            count: { kind: 'fixed', n: 1 },
          },
        ],
        text: 'When this creature dies, create a 1/1 white Spirit creature token with flying.',
      },
    ],
  ),
  creature('Mogg Fanatic', '{R}', ['Goblin'], [1, 1], 'Sacrifice this creature: It deals 1 damage to any target.', [
    {
      kind: 'activated',
      cost: { parts: [{ kind: 'sacrifice', what: { kind: 'object', match: {} }, count: 1, self: true }] },
      targets: [ANY_TARGET],
      effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: T0 }],
      text: 'Sacrifice this creature: It deals 1 damage to any target.',
    },
  ]),
  creature("Gideon's Lawkeeper", '{W}', ['Human', 'Soldier'], [1, 1], '{W}, {T}: Tap target creature.', [
    {
      kind: 'activated',
      cost: { mana: '{W}', parts: [{ kind: 'tap' }] },
      targets: [TARGET_CREATURE],
      effects: [{ kind: 'tap', what: T0 }],
      text: '{W}, {T}: Tap target creature.',
    },
  ]),

  // Burn and removal
  spell(
    'Instant',
    'Lightning Bolt',
    '{R}',
    'Lightning Bolt deals 3 damage to any target.',
    [ANY_TARGET],
    [{ kind: 'damage', amount: { kind: 'fixed', n: 3 }, to: T0 }],
  ),
  spell(
    'Instant',
    'Shock',
    '{R}',
    'Shock deals 2 damage to any target.',
    [ANY_TARGET],
    [{ kind: 'damage', amount: { kind: 'fixed', n: 2 }, to: T0 }],
  ),
  spell(
    'Sorcery',
    'Flame Slash',
    '{R}',
    'Flame Slash deals 4 damage to target creature.',
    [TARGET_CREATURE],
    [{ kind: 'damage', amount: { kind: 'fixed', n: 4 }, to: T0 }],
  ),
  spell(
    'Sorcery',
    'Blaze',
    '{X}{R}',
    'Blaze deals X damage to any target.',
    [ANY_TARGET],
    [{ kind: 'damage', amount: { kind: 'x' }, to: T0 }],
  ),
  spell(
    'Instant',
    'Murder',
    '{1}{B}{B}',
    'Destroy target creature.',
    [TARGET_CREATURE],
    [{ kind: 'destroy', what: T0 }],
  ),
  spell(
    'Instant',
    'Doom Blade',
    '{1}{B}',
    'Destroy target nonblack creature.',
    [target('target nonblack creature', { kind: 'object', match: { types: ['Creature'], notColors: ['B'] } })],
    [{ kind: 'destroy', what: T0 }],
  ),
  spell(
    'Sorcery',
    'Bone Splinters',
    '{B}',
    'As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.',
    [TARGET_CREATURE],
    [{ kind: 'destroy', what: T0 }],
    {
      additionalCosts: [{ kind: 'sacrifice', what: { kind: 'object', match: { types: ['Creature'] } }, count: 1 }],
    },
  ),
  spell(
    'Instant',
    'Erase',
    '{W}',
    'Exile target enchantment.',
    [target('target enchantment', { kind: 'object', match: { types: ['Enchantment'] } })],
    [{ kind: 'exile', what: T0 }],
  ),
  spell(
    'Instant',
    'Naturalize',
    '{1}{G}',
    'Destroy target artifact or enchantment.',
    [target('target artifact or enchantment', { kind: 'object', match: { types: ['Artifact', 'Enchantment'] } })],
    [{ kind: 'destroy', what: T0 }],
  ),
  spell(
    'Sorcery',
    'Prey Upon',
    '{G}',
    "Target creature you control fights target creature you don't control.",
    [
      target('target creature you control', CREATURE_YOU_CONTROL),
      target("target creature you don't control", {
        kind: 'object',
        match: { types: ['Creature'], controller: 'notYou' },
      }),
    ],
    [{ kind: 'fight', a: T0, b: T1 }],
  ),

  // Counterspells and card draw
  spell('Instant', 'Counterspell', '{U}{U}', 'Counter target spell.', [TARGET_SPELL], [{ kind: 'counter', what: T0 }]),
  spell('Instant', 'Cancel', '{1}{U}{U}', 'Counter target spell.', [TARGET_SPELL], [{ kind: 'counter', what: T0 }]),
  spell(
    'Instant',
    'Sinister Sabotage',
    '{1}{U}{U}',
    'Counter target spell.\nSurveil 1.',
    [TARGET_SPELL],
    [
      { kind: 'counter', what: T0 },
      { kind: 'surveil', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
    ],
  ),
  spell(
    'Sorcery',
    'Divination',
    '{2}{U}',
    'Draw two cards.',
    [],
    [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }],
  ),
  spell(
    'Instant',
    'Opt',
    '{U}',
    'Scry 1.\nDraw a card.',
    [],
    [
      { kind: 'scry', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
      { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
    ],
  ),
  spell(
    'Instant',
    'Thought Scour',
    '{U}',
    'Target player mills two cards.\nDraw a card.',
    [TARGET_PLAYER],
    [
      { kind: 'mill', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 2 } },
      { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
    ],
  ),
  spell(
    'Sorcery',
    'Mind Rot',
    '{2}{B}',
    'Target player discards two cards.',
    [TARGET_PLAYER],
    [{ kind: 'discard', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 2 } }],
  ),
  spell(
    'Sorcery',
    'Cathartic Reunion',
    '{1}{R}',
    'As an additional cost to cast this spell, discard two cards.\nDraw three cards.',
    [],
    [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 3 } }],
    {
      additionalCosts: [{ kind: 'discard', what: { kind: 'object', match: {} }, count: 2 }],
    },
  ),
  spell(
    'Sorcery',
    'Rampant Growth',
    '{1}{G}',
    'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.',
    [],
    [
      {
        kind: 'search',
        who: { kind: 'you' },
        filter: { kind: 'object', match: { types: ['Land'], supertypes: ['Basic'] } },
        count: 1,
        to: 'battlefield',
        tapped: true,
        reveal: false,
      },
    ],
  ),
  spell('Instant', 'Dark Ritual', '{B}', 'Add {B}{B}{B}.', [], [{ kind: 'addMana', mana: '{B}{B}{B}' }]),

  // Pump and tokens
  spell(
    'Instant',
    'Giant Growth',
    '{G}',
    'Target creature gets +3/+3 until end of turn.',
    [TARGET_CREATURE],
    [{ kind: 'pump', what: T0, power: 3, toughness: 3, duration: 'endOfTurn' }],
  ),
  spell(
    'Instant',
    'Mutagenic Growth',
    '{G/P}',
    '({G/P} can be paid with either {G} or 2 life.)\nTarget creature gets +2/+2 until end of turn.',
    [TARGET_CREATURE],
    [{ kind: 'pump', what: T0, power: 2, toughness: 2, duration: 'endOfTurn' }],
  ),
  spell(
    'Instant',
    'Raise the Alarm',
    '{1}{W}',
    'Create two 1/1 white Soldier creature tokens.',
    [],
    [{ kind: 'createToken', token: token('Soldier', ['W'], ['Soldier'], [1, 1]), count: { kind: 'fixed', n: 2 } }],
  ),

  // Aura, Equipment, anthem
  card(['Enchantment'], {
    name: 'Pacifism',
    cost: '{1}{W}',
    subtypes: ['Aura'],
    text: "Enchant creature\nEnchanted creature can't attack or block.",
    abilities: [
      {
        kind: 'keyword',
        keyword: 'enchant',
        what: { kind: 'object', match: { types: ['Creature'] } },
        text: 'Enchant creature',
      },
      {
        kind: 'static',
        effect: { kind: 'cantAttackOrBlock', affected: { kind: 'enchanted' } },
        text: "Enchanted creature can't attack or block.",
      },
    ],
  }),
  card(['Enchantment'], {
    name: 'Holy Strength',
    cost: '{W}',
    subtypes: ['Aura'],
    text: 'Enchant creature\nEnchanted creature gets +1/+2.',
    abilities: [
      {
        kind: 'keyword',
        keyword: 'enchant',
        what: { kind: 'object', match: { types: ['Creature'] } },
        text: 'Enchant creature',
      },
      {
        kind: 'static',
        effect: { kind: 'modifyPT', affected: { kind: 'enchanted' }, power: 1, toughness: 2 },
        text: 'Enchanted creature gets +1/+2.',
      },
    ],
  }),
  card(['Artifact'], {
    name: 'Bonesplitter',
    cost: '{1}',
    subtypes: ['Equipment'],
    text: 'Equipped creature gets +2/+0.\nEquip {1}',
    abilities: [
      {
        kind: 'static',
        effect: { kind: 'modifyPT', affected: { kind: 'equipped' }, power: 2, toughness: 0 },
        text: 'Equipped creature gets +2/+0.',
      },
      { kind: 'keyword', keyword: 'equip', cost: { mana: '{1}', parts: [] } },
    ],
  }),
  card(['Enchantment'], {
    name: 'Glorious Anthem',
    cost: '{1}{W}{W}',
    text: 'Creatures you control get +1/+1.',
    abilities: [
      {
        kind: 'static',
        effect: { kind: 'modifyPT', affected: { kind: 'all', filter: CREATURE_YOU_CONTROL }, power: 1, toughness: 1 },
        text: 'Creatures you control get +1/+1.',
      },
    ],
  }),

  // Planeswalker (306)
  card(['Planeswalker'], {
    name: 'Jace Beleren',
    cost: '{1}{U}{U}',
    subtypes: ['Jace'],
    supertypes: ['Legendary'],
    loyalty: 3,
    text: '+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player mills twenty cards.',
    abilities: [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'loyalty', amount: 2 }] },
        targets: [],
        effects: [{ kind: 'draw', who: { kind: 'each', relation: 'any' }, amount: { kind: 'fixed', n: 1 } }],
        loyalty: true,
        text: '+2: Each player draws a card.',
      },
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'loyalty', amount: -1 }] },
        targets: [TARGET_PLAYER],
        effects: [{ kind: 'draw', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 1 } }],
        loyalty: true,
        text: '−1: Target player draws a card.',
      },
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'loyalty', amount: -10 }] },
        targets: [TARGET_PLAYER],
        effects: [{ kind: 'mill', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 20 } }],
        loyalty: true,
        text: '−10: Target player mills twenty cards.',
      },
    ],
  }),
];

/** Every hand-written card: the starter pool plus the rules-interaction cards. */
export const STARTER_BY_NAME: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  [...STARTER_CARDS, ...CLASSIC_CARDS].map((c) => [c.name, c]),
);

function deck(entries: [number, string][]): string[] {
  const out: string[] = [];
  for (const [n, name] of entries) {
    if (!STARTER_BY_NAME[name]) throw new Error(`starter deck names unknown card ${name}`);
    for (let i = 0; i < n; i++) out.push(name);
  }
  return out;
}

/** Two preconstructed 60-card decks that play real games. */
export const STARTER_DECKS: Readonly<Record<string, readonly string[]>> = {
  'gruul-stompy': deck([
    [12, 'Mountain'],
    [12, 'Forest'],
    [4, 'Llanowar Elves'],
    [4, 'Raging Goblin'],
    [4, 'Grizzly Bears'],
    [4, 'Boggart Brute'],
    [3, 'Giant Spider'],
    [2, 'Colossal Dreadmaw'],
    [3, 'Hill Giant'],
    [4, 'Lightning Bolt'],
    [4, 'Giant Growth'],
    [2, 'Prey Upon'],
    [2, 'Bonesplitter'],
  ]),
  'azorius-skies': deck([
    [12, 'Plains'],
    [12, 'Island'],
    [4, 'Savannah Lions'],
    [3, 'Youthful Knight'],
    [3, 'Serra Angel'],
    [2, 'White Knight'],
    [2, 'Fencing Ace'],
    [2, 'Doomed Traveler'],
    [3, 'Raise the Alarm'],
    [3, 'Pacifism'],
    [3, 'Counterspell'],
    [2, 'Divination'],
    [3, 'Opt'],
    [2, 'Jace Beleren'],
    [2, 'Glorious Anthem'],
    [2, "Gideon's Lawkeeper"],
  ]),
  /** Layers, control and copies: Clone, Control Magic, Humility, Opalescence, Wrath, prevention. */
  'azorius-rules': deck([
    [12, 'Plains'],
    [12, 'Island'],
    [3, 'Clone'],
    [2, 'Control Magic'],
    [2, 'Mind Control'],
    [2, 'Wrath of God'],
    [1, 'Humility'],
    [1, 'Opalescence'],
    [2, 'Glorious Anthem'],
    [4, 'Horned Turtle'],
    [3, 'Serra Angel'],
    [3, 'Doomed Traveler'],
    [2, 'Holy Day'],
    [2, 'Healing Salve'],
    [3, 'Twisted Image'],
    [1, "Urza's Armor"],
    [3, 'Counterspell'],
    [2, 'Savannah Lions'],
  ]),
  /** Triggers and replacement: Zulaport Cutthroat, Furnace of Rath, Blood Moon, Act of Treason. */
  'rakdos-chaos': deck([
    [12, 'Mountain'],
    [12, 'Swamp'],
    [4, 'Zulaport Cutthroat'],
    [4, 'Typhoid Rats'],
    [3, 'Vampire Nighthawk'],
    [4, 'Boggart Brute'],
    [4, 'Mogg Fanatic'],
    [3, 'Act of Treason'],
    [1, 'Furnace of Rath'],
    [1, 'Blood Moon'],
    [4, 'Lightning Bolt'],
    [2, 'Murder'],
    [2, 'Mind Rot'],
    [2, 'Bone Splinters'],
    [2, 'Blaze'],
  ]),
};
