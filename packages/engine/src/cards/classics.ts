/**
 * Hand-written cards for the classic rules interactions of issue 3 (layers, dependency,
 * control, look-back, copies). Current Oracle wording, in the one card data form.
 */
import type { CardDefinition } from './ability-tree.js';
import { T0, card, creature, spell, TARGET_CREATURE } from './builders.js';

const ENCHANT_CREATURE = {
  kind: 'keyword',
  keyword: 'enchant',
  what: { kind: 'object', match: { types: ['Creature'] } },
  text: 'Enchant creature',
} as const;

export const CLASSIC_CARDS: readonly CardDefinition[] = [
  card(['Enchantment'], {
    name: 'Humility',
    cost: '{2}{W}{W}',
    text: 'All creatures lose all abilities and have base power and toughness 1/1.',
    abilities: [
      {
        kind: 'static',
        text: 'All creatures lose all abilities and have base power and toughness 1/1.',
        effect: {
          kind: 'layered',
          affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'] } } },
          mods: [
            { kind: 'loseAllAbilities' },
            { kind: 'setPT', power: { kind: 'fixed', n: 1 }, toughness: { kind: 'fixed', n: 1 } },
          ],
        },
      },
    ],
  }),
  card(['Enchantment'], {
    name: 'Opalescence',
    cost: '{2}{W}{W}',
    text: 'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.',
    abilities: [
      {
        kind: 'static',
        text: 'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.',
        effect: {
          kind: 'layered',
          affected: {
            kind: 'all',
            filter: { kind: 'object', match: { types: ['Enchantment'], notSubtypes: ['Aura'], other: true } },
          },
          mods: [
            { kind: 'addTypes', types: ['Creature'] },
            { kind: 'setPT', power: { kind: 'manaValue' }, toughness: { kind: 'manaValue' } },
          ],
        },
      },
    ],
  }),
  card(['Enchantment'], {
    name: 'Blood Moon',
    cost: '{2}{R}',
    text: 'Nonbasic lands are Mountains.',
    abilities: [
      {
        kind: 'static',
        text: 'Nonbasic lands are Mountains.',
        effect: {
          kind: 'layered',
          affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Land'], notSupertypes: ['Basic'] } } },
          mods: [{ kind: 'setLandSubtypes', subtypes: ['Mountain'] }],
        },
      },
    ],
  }),
  card(['Land'], {
    name: 'Urborg, Tomb of Yawgmoth',
    cost: null,
    supertypes: ['Legendary'],
    text: 'Each land is a Swamp in addition to its other land types.',
    abilities: [
      {
        kind: 'static',
        text: 'Each land is a Swamp in addition to its other land types.',
        effect: {
          kind: 'layered',
          affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Land'] } } },
          mods: [{ kind: 'addTypes', subtypes: ['Swamp'] }],
        },
      },
    ],
  }),
  creature('Horned Turtle', '{2}{U}', ['Turtle'], [1, 4], ''),
  spell(
    'Instant',
    'Twisted Image',
    '{U}',
    "Switch target creature's power and toughness until end of turn.\nDraw a card.",
    [TARGET_CREATURE],
    [
      { kind: 'layered', what: T0, mods: [{ kind: 'switchPT' }], duration: 'endOfTurn' },
      { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
    ],
  ),
  card(['Enchantment'], {
    name: 'Control Magic',
    cost: '{2}{U}{U}',
    subtypes: ['Aura'],
    text: 'Enchant creature\nYou control enchanted creature.',
    abilities: [
      ENCHANT_CREATURE,
      {
        kind: 'static',
        text: 'You control enchanted creature.',
        effect: { kind: 'layered', affected: { kind: 'enchanted' }, mods: [{ kind: 'setController' }] },
      },
    ],
  }),
  card(['Enchantment'], {
    name: 'Mind Control',
    cost: '{3}{U}{U}',
    subtypes: ['Aura'],
    text: 'Enchant creature\nYou control enchanted creature.',
    abilities: [
      ENCHANT_CREATURE,
      {
        kind: 'static',
        text: 'You control enchanted creature.',
        effect: { kind: 'layered', affected: { kind: 'enchanted' }, mods: [{ kind: 'setController' }] },
      },
    ],
  }),
  spell(
    'Sorcery',
    'Act of Treason',
    '{2}{R}',
    'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
    [TARGET_CREATURE],
    [
      { kind: 'gainControl', what: T0, duration: 'endOfTurn' },
      { kind: 'untap', what: T0 },
      { kind: 'grantKeyword', what: T0, keywords: ['haste'], duration: 'endOfTurn' },
    ],
  ),
  creature(
    'Zulaport Cutthroat',
    '{1}{B}',
    ['Human', 'Rogue', 'Ally'],
    [1, 1],
    'Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain 1 life.',
    [
      {
        kind: 'triggered',
        text: 'Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain 1 life.',
        trigger: {
          kind: 'leavesBattlefield',
          toGraveyard: true,
          what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
        },
        targets: [],
        effects: [
          { kind: 'loseLife', who: { kind: 'each', relation: 'opponent' }, amount: { kind: 'fixed', n: 1 } },
          { kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
        ],
      },
    ],
  ),
  spell(
    'Sorcery',
    'Wrath of God',
    '{2}{W}{W}',
    "Destroy all creatures. They can't be regenerated.",
    [],
    [
      {
        kind: 'destroy',
        what: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'] } } },
        noRegenerate: true,
      },
    ],
  ),
  card(['Enchantment'], {
    name: 'Furnace of Rath',
    cost: '{1}{R}{R}{R}',
    text: 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    abilities: [
      {
        kind: 'static',
        text: 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
        effect: { kind: 'replaceDamage', to: 'any', mode: { kind: 'double' } },
      },
    ],
  }),
  card(['Artifact'], {
    name: "Urza's Armor",
    cost: '{6}',
    text: 'If a source would deal damage to you, prevent 1 of that damage.',
    abilities: [
      {
        kind: 'static',
        text: 'If a source would deal damage to you, prevent 1 of that damage.',
        effect: { kind: 'replaceDamage', to: 'you', mode: { kind: 'prevent', amount: 1 } },
      },
    ],
  }),
  spell(
    'Instant',
    'Holy Day',
    '{W}',
    'Prevent all combat damage that would be dealt this turn.',
    [],
    [{ kind: 'preventDamage', to: null, amount: 'all', combatOnly: true }],
  ),
  card(['Instant'], {
    name: 'Healing Salve',
    cost: '{W}',
    text: 'Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.',
    abilities: [
      {
        kind: 'spell',
        targets: [],
        effects: [],
        modes: {
          choose: { min: 1, max: 1 },
          modes: [
            {
              text: 'Target player gains 3 life.',
              targets: [
                { count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'any' }, text: 'target player' },
              ],
              effects: [{ kind: 'gainLife', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 3 } }],
            },
            {
              text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
              targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
              effects: [{ kind: 'preventDamage', to: { kind: 'target', target: 0 }, amount: 3 }],
            },
          ],
        },
      },
    ],
  }),
  creature(
    'Clone',
    '{3}{U}',
    ['Shapeshifter'],
    [0, 0],
    'You may have this creature enter as a copy of any creature on the battlefield.',
    [
      {
        kind: 'static',
        text: 'You may have this creature enter as a copy of any creature on the battlefield.',
        effect: { kind: 'entersAsCopy', filter: { kind: 'object', match: { types: ['Creature'] } }, optional: true },
      },
    ],
  ),
];
