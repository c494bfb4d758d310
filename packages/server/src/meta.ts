/** `GET /api/meta`: what a client may ask for when it creates a table. */
import { STARTER_DECKS } from '@arbiter/engine';
import { AI_KINDS } from './schemas.js';

export const VARIANTS = [
  { id: 'two-player', name: 'Two-player game', minPlayers: 2, maxPlayers: 2, teams: false, rule: '100.1' },
  { id: 'free-for-all', name: 'Free-for-all', minPlayers: 3, maxPlayers: 16, teams: false, rule: '806' },
  { id: 'grand-melee', name: 'Grand Melee', minPlayers: 4, maxPlayers: 16, teams: false, rule: '807' },
  { id: 'team-vs-team', name: 'Team vs. Team', minPlayers: 4, maxPlayers: 16, teams: true, rule: '808' },
  { id: 'emperor', name: 'Emperor', minPlayers: 6, maxPlayers: 16, teams: true, rule: '809' },
  { id: 'two-headed-giant', name: 'Two-Headed Giant', minPlayers: 4, maxPlayers: 4, teams: true, rule: '810' },
  { id: 'alternating-teams', name: 'Alternating Teams', minPlayers: 4, maxPlayers: 16, teams: true, rule: '811' },
  { id: 'archenemy', name: 'Archenemy', minPlayers: 3, maxPlayers: 16, teams: true, rule: '904' },
  {
    id: 'supervillain-rumble',
    name: 'Supervillain Rumble',
    minPlayers: 3,
    maxPlayers: 16,
    teams: false,
    rule: '904.12',
  },
  // 903.2: two-player or Free-for-All; each seat gets a random legal deck with its commander (seeded, stored).
  {
    id: 'commander',
    name: 'Commander',
    minPlayers: 2,
    maxPlayers: 16,
    teams: false,
    rule: '903',
    decks: ['random', 'list'],
  },
  {
    id: 'brawl',
    name: 'Brawl',
    minPlayers: 2,
    maxPlayers: 16,
    teams: false,
    rule: '903.12',
    decks: ['random', 'list'],
  },
] as const;

/** `vanguards`: the vanguard cards a seat may name (902.1), from the card library. */
export function meta(vanguards: readonly string[]): unknown {
  return {
    variants: VARIANTS,
    options: {
      teams: { type: 'integer', min: 2, max: 16, default: 2, description: 'number of teams (team variants only)' },
      range: {
        type: 'integer|"unlimited"',
        min: 1,
        description: "range of influence in seats (801); default: the variant's",
      },
      attack: {
        type: 'enum',
        values: ['multiple', 'left', 'right'],
        description: "attack option (802, 803); default: the variant's",
      },
      deploy: { type: 'boolean', default: false, description: 'deploy creatures option (804), team variants' },
      planechase: { type: 'boolean', default: false, description: 'Planechase (901) on top of the variant' },
      vanguard: {
        type: 'boolean',
        default: false,
        description: 'Vanguard (902): every player has a vanguard card, chosen per seat or dealt by the seed',
      },
      absenceLimitMs: {
        type: 'integer',
        min: 100,
        default: 300000,
        description: 'how long a disconnected player may be away before the others may remove them (800.4)',
      },
      aiDelayMs: { type: 'integer', min: 0, max: 10000, default: 0, description: 'pause before each AI decision' },
    },
    starterDecks: Object.keys(STARTER_DECKS),
    ai: [...AI_KINDS],
    vanguards,
    decks: ['{"starter":"name"}', '{"list":"<deck text>"}', '{"random":true}'],
  };
}
