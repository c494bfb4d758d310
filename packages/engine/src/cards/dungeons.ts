/**
 * 309 Dungeons (numbered as in the current Comprehensive Rules; the seeds predate them). 309.2: dungeon cards begin
 * outside the game and aren't part of a deck; a player brings one into the command zone only by venturing into the
 * dungeon (701.49a). 309.4: a dungeon card's rooms, each with a name (no rules meaning) and a room ability, joined by
 * arrows from top to bottom; 309.4c: a room ability is a triggered ability, "When you move your venture marker into
 * this room, [effect]". Undercity (725.2) is entered only by venturing into Undercity (taking the initiative).
 *
 * The room abilities are the trees the compiler reads from each room's text (packages/compiler/test/dungeon-rooms.test.ts
 * checks they still are); `ability: null` is a room whose text no compiled tree encodes yet — a dungeon with such a room
 * can't be entered (`dungeonEncoded`), and the compiler refuses the venturing that could choose it.
 */
import type { Effect, TargetSpec } from './ability-tree.js';

/** 309.4c: a room ability's targets and effects ("When you move your venture marker into this room, [effect]"). */
export interface RoomAbility {
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
}

/** 309.4: one room: its name, its ability's text and tree, and the rooms its arrows lead to (none: the bottommost). */
export interface DungeonRoom {
  readonly name: string;
  readonly text: string;
  readonly ability: RoomAbility | null;
  readonly next: readonly string[];
}

export type DungeonName = 'Lost Mine of Phandelver' | 'Dungeon of the Mad Mage' | 'Tomb of Annihilation' | 'Undercity';

/** 309.1: a dungeon card; its first room is the topmost (701.49a). */
export interface DungeonCard {
  readonly name: DungeonName;
  readonly rooms: readonly DungeonRoom[];
}

/** "Create a Treasure token.", in three rooms. */
const CREATE_TREASURE: Effect = {
  kind: 'createToken',
  token: {
    name: 'Treasure',
    manaCost: null,
    colorIndicator: [],
    supertypes: [],
    types: ['Artifact'],
    subtypes: ['Treasure'],
    oracleText: '{T}, Sacrifice this token: Add one mana of any color.',
    abilities: [
      {
        kind: 'activated',
        cost: {
          parts: [{ kind: 'tap' }, { kind: 'sacrifice', what: { kind: 'object', match: {} }, count: 1, self: true }],
        },
        targets: [],
        effects: [{ kind: 'addMana', mana: '', anyColor: 1 }],
        manaAbility: true,
        text: '{T}, Sacrifice this token: Add one mana of any color.',
      },
    ],
    token: true,
  },
  count: { kind: 'fixed', n: 1 },
};

export const DUNGEONS: readonly DungeonCard[] = [
  {
    name: 'Lost Mine of Phandelver',
    rooms: [
      {
        name: 'Cave Entrance',
        text: 'Scry 1.',
        ability: { targets: [], effects: [{ kind: 'scry', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }] },
        next: ['Goblin Lair', 'Mine Tunnels'],
      },
      {
        name: 'Goblin Lair',
        text: 'Create a 1/1 red Goblin creature token.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'createToken',
              token: {
                name: 'Goblin',
                manaCost: null,
                colorIndicator: ['R'],
                supertypes: [],
                types: ['Creature'],
                subtypes: ['Goblin'],
                power: '1',
                toughness: '1',
                oracleText: '',
                abilities: [],
                token: true,
              },
              count: { kind: 'fixed', n: 1 },
            },
          ],
        },
        next: ['Storeroom', 'Dark Pool'],
      },
      {
        name: 'Mine Tunnels',
        text: 'Create a Treasure token.',
        ability: {
          targets: [],
          effects: [CREATE_TREASURE],
        },
        next: ['Dark Pool', 'Fungi Cavern'],
      },
      {
        name: 'Storeroom',
        text: 'Put a +1/+1 counter on target creature.',
        ability: {
          targets: [
            {
              count: { min: 1, max: 1 },
              filter: { kind: 'object', match: { types: ['Creature'] } },
              text: 'target creature',
            },
          ],
          effects: [
            {
              kind: 'addCounters',
              what: { kind: 'target', target: 0 },
              counter: '+1/+1',
              amount: { kind: 'fixed', n: 1 },
            },
          ],
        },
        next: ['Temple of Dumathoin'],
      },
      {
        name: 'Dark Pool',
        text: 'Each opponent loses 1 life and you gain 1 life.',
        ability: {
          targets: [],
          effects: [
            { kind: 'loseLife', who: { kind: 'each', relation: 'opponent' }, amount: { kind: 'fixed', n: 1 } },
            { kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
          ],
        },
        next: ['Temple of Dumathoin'],
      },
      {
        name: 'Fungi Cavern',
        text: 'Target creature gets -4/-0 until your next turn.',
        ability: {
          targets: [
            {
              count: { min: 1, max: 1 },
              filter: { kind: 'object', match: { types: ['Creature'] } },
              text: 'target creature',
            },
          ],
          effects: [
            {
              kind: 'pump',
              what: { kind: 'target', target: 0 },
              power: -4,
              toughness: 0,
              duration: 'untilYourNextTurn',
            },
          ],
        },
        next: ['Temple of Dumathoin'],
      },
      {
        name: 'Temple of Dumathoin',
        text: 'Draw a card.',
        ability: { targets: [], effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }] },
        next: [],
      },
    ],
  },
  {
    name: 'Dungeon of the Mad Mage',
    rooms: [
      {
        name: 'Yawning Portal',
        text: 'You gain 1 life.',
        ability: {
          targets: [],
          effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
        },
        next: ['Dungeon Level'],
      },
      {
        name: 'Dungeon Level',
        text: 'Scry 1.',
        ability: { targets: [], effects: [{ kind: 'scry', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }] },
        next: ['Goblin Bazaar', 'Twisted Caverns'],
      },
      {
        name: 'Goblin Bazaar',
        text: 'Create a Treasure token.',
        ability: {
          targets: [],
          effects: [CREATE_TREASURE],
        },
        next: ['Lost Level'],
      },
      {
        name: 'Twisted Caverns',
        text: "Target creature can't attack until your next turn.",
        ability: {
          targets: [
            {
              count: { min: 1, max: 1 },
              filter: { kind: 'object', match: { types: ['Creature'] } },
              text: 'target creature',
            },
          ],
          effects: [
            {
              kind: 'grantStatic',
              what: { kind: 'target', target: 0 },
              effect: { kind: 'cantAttack', affected: { kind: 'self' } },
              duration: 'untilYourNextTurn',
            },
          ],
        },
        next: ['Lost Level'],
      },
      {
        name: 'Lost Level',
        text: 'Scry 2.',
        ability: { targets: [], effects: [{ kind: 'scry', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }] },
        next: ['Runestone Caverns', "Muiral's Graveyard"],
      },
      {
        name: 'Runestone Caverns',
        text: 'Exile the top two cards of your library. You may play them.',
        ability: {
          targets: [],
          effects: [
            { kind: 'exileTop', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } },
            { kind: 'grantPlay', what: { kind: 'created' }, until: 'whileExiled' },
          ],
        },
        next: ['Deep Mines'],
      },
      {
        name: "Muiral's Graveyard",
        text: 'Create two 1/1 black Skeleton creature tokens.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'createToken',
              token: {
                name: 'Skeleton',
                manaCost: null,
                colorIndicator: ['B'],
                supertypes: [],
                types: ['Creature'],
                subtypes: ['Skeleton'],
                power: '1',
                toughness: '1',
                oracleText: '',
                abilities: [],
                token: true,
              },
              count: { kind: 'fixed', n: 2 },
            },
          ],
        },
        next: ['Deep Mines'],
      },
      {
        name: 'Deep Mines',
        text: 'Scry 3.',
        ability: { targets: [], effects: [{ kind: 'scry', who: { kind: 'you' }, amount: { kind: 'fixed', n: 3 } }] },
        next: ["Mad Wizard's Lair"],
      },
      {
        name: "Mad Wizard's Lair",
        text: 'Draw three cards and reveal them. You may cast one of them without paying its mana cost.',
        ability: {
          targets: [],
          effects: [
            { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 3 }, reveal: true },
            { kind: 'castFromHand', filter: { kind: 'object', match: {} }, among: 'created' },
          ],
        },
        next: [],
      },
    ],
  },
  {
    name: 'Tomb of Annihilation',
    rooms: [
      {
        name: 'Trapped Entry',
        text: 'Each player loses 1 life.',
        ability: {
          targets: [],
          effects: [{ kind: 'loseLife', who: { kind: 'each', relation: 'any' }, amount: { kind: 'fixed', n: 1 } }],
        },
        next: ['Veils of Fear', 'Oubliette'],
      },
      {
        name: 'Veils of Fear',
        text: 'Each player loses 2 life unless they discard a card.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'eachUnless',
              who: { kind: 'each', relation: 'any' },
              action: { kind: 'discard' },
              unpaid: [{ kind: 'loseLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }],
              text: 'Each player loses 2 life unless they discard a card.',
            },
          ],
        },
        next: ['Sandfall Cell'],
      },
      {
        name: 'Sandfall Cell',
        text: 'Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'eachUnless',
              who: { kind: 'each', relation: 'any' },
              action: {
                kind: 'sacrifice',
                filter: {
                  kind: 'anyOf',
                  filters: [
                    { kind: 'object', match: { types: ['Artifact'] } },
                    { kind: 'object', match: { types: ['Creature'] } },
                    { kind: 'object', match: { types: ['Land'] } },
                  ],
                },
              },
              unpaid: [{ kind: 'loseLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }],
              text: 'Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.',
            },
          ],
        },
        next: ['Cradle of the Death God'],
      },
      {
        name: 'Oubliette',
        text: 'Discard a card and sacrifice an artifact, a creature, and a land.',
        ability: {
          targets: [],
          effects: [
            { kind: 'discard', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
            {
              kind: 'sacrifice',
              who: { kind: 'you' },
              filter: { kind: 'object', match: {} },
              count: { kind: 'fixed', n: 3 },
              each: [
                { kind: 'object', match: { types: ['Artifact'] } },
                { kind: 'object', match: { types: ['Creature'] } },
                { kind: 'object', match: { types: ['Land'] } },
              ],
            },
          ],
        },
        next: ['Cradle of the Death God'],
      },
      {
        name: 'Cradle of the Death God',
        text: 'Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'createToken',
              token: {
                name: 'The Atropal',
                manaCost: null,
                colorIndicator: ['B'],
                supertypes: ['Legendary'],
                types: ['Creature'],
                subtypes: ['God', 'Horror'],
                power: '4',
                toughness: '4',
                oracleText: 'Deathtouch',
                abilities: [{ kind: 'keyword', keyword: 'deathtouch' }],
                token: true,
              },
              count: { kind: 'fixed', n: 1 },
            },
          ],
        },
        next: [],
      },
    ],
  },
  {
    name: 'Undercity',
    rooms: [
      {
        name: 'Secret Entrance',
        text: 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'search',
              who: { kind: 'you' },
              filter: { kind: 'object', match: { supertypes: ['Basic'], types: ['Land'] } },
              count: 1,
              to: 'hand',
              reveal: true,
            },
          ],
        },
        next: ['Forge', 'Lost Well'],
      },
      {
        name: 'Forge',
        text: 'Put two +1/+1 counters on target creature.',
        ability: {
          targets: [
            {
              count: { min: 1, max: 1 },
              filter: { kind: 'object', match: { types: ['Creature'] } },
              text: 'target creature',
            },
          ],
          effects: [
            {
              kind: 'addCounters',
              what: { kind: 'target', target: 0 },
              counter: '+1/+1',
              amount: { kind: 'fixed', n: 2 },
            },
          ],
        },
        next: ['Trap!', 'Arena'],
      },
      {
        name: 'Lost Well',
        text: 'Scry 2.',
        ability: { targets: [], effects: [{ kind: 'scry', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } }] },
        next: ['Arena', 'Stash'],
      },
      {
        name: 'Trap!',
        text: 'Target player loses 5 life.',
        ability: {
          targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'any' }, text: 'target player' }],
          effects: [{ kind: 'loseLife', who: { kind: 'target', target: 0 }, amount: { kind: 'fixed', n: 5 } }],
        },
        next: ['Archives'],
      },
      {
        name: 'Arena',
        text: 'Goad target creature.',
        ability: {
          targets: [
            {
              count: { min: 1, max: 1 },
              filter: { kind: 'object', match: { types: ['Creature'] } },
              text: 'target creature',
            },
          ],
          effects: [{ kind: 'goad', what: { kind: 'target', target: 0 } }],
        },
        next: ['Archives', 'Catacombs'],
      },
      {
        name: 'Stash',
        text: 'Create a Treasure token.',
        ability: {
          targets: [],
          effects: [CREATE_TREASURE],
        },
        next: ['Catacombs'],
      },
      {
        name: 'Archives',
        text: 'Draw a card.',
        ability: { targets: [], effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }] },
        next: ['Throne of the Dead Three'],
      },
      {
        name: 'Catacombs',
        text: 'Create a 4/1 black Skeleton creature token with menace.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'createToken',
              token: {
                name: 'Skeleton',
                manaCost: null,
                colorIndicator: ['B'],
                supertypes: [],
                types: ['Creature'],
                subtypes: ['Skeleton'],
                power: '4',
                toughness: '1',
                oracleText: 'Menace',
                abilities: [{ kind: 'keyword', keyword: 'menace' }],
                token: true,
              },
              count: { kind: 'fixed', n: 1 },
            },
          ],
        },
        next: ['Throne of the Dead Three'],
      },
      {
        name: 'Throne of the Dead Three',
        text: 'Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.',
        ability: {
          targets: [],
          effects: [
            {
              kind: 'lookAtTop',
              library: { kind: 'you' },
              count: { kind: 'fixed', n: 10 },
              picks: [
                {
                  n: 1,
                  upTo: false,
                  filter: { kind: 'object', match: { types: ['Creature'] } },
                  reveal: false,
                  to: 'battlefield',
                  counters: { '+1/+1': 3 },
                },
              ],
              rest: 'stay',
              restOrder: 'random',
              reveal: true,
            },
            { kind: 'grantKeyword', what: { kind: 'created' }, keywords: ['hexproof'], duration: 'untilYourNextTurn' },
            { kind: 'shuffle', who: { kind: 'you' } },
          ],
        },
        next: [],
      },
    ],
  },
];
