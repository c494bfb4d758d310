/**
 * Chapter 8 variants as presets (806–811) and the options they may change (801–805).
 * A preset gives the defaults its rule names; a setup the rules forbid is rejected with the
 * rule that forbids it. Seats are player ids: seat i+1 is the player to the left of seat i
 * (turn order goes to the left, 101.4 / 808.4 / 809.4), seat i-1 the player to the right.
 */
import type { GameOptions, GameState, PlayerId } from '../state/types.js';

export const VARIANT_IDS = [
  'two-player',
  'free-for-all',
  'grand-melee',
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** The rules each variant id implements (for messages, the CLI and the README table). */
export const VARIANT_RULES: Readonly<Record<VariantId, string>> = {
  'two-player': '103.8a, 104.2a',
  'free-for-all': '806',
  'grand-melee': '807',
  'team-vs-team': '808',
  emperor: '809',
  'two-headed-giant': '810 (with 805)',
  'alternating-teams': '811',
};

/** Thrown for a setup the rules forbid; `rule` names the rule (the class in game/create.ts extends this contract). */
export interface RuleViolation {
  readonly message: string;
  readonly rule: string;
}

export function isVariant(v: string): v is VariantId {
  return (VARIANT_IDS as readonly string[]).includes(v);
}

/** Team sizes, in order of first appearance; `teams[i]` lists the setup indexes on team i. */
export function groupTeams(teamsOfPlayers: readonly number[]): number[][] {
  const order: number[] = [];
  const by = new Map<number, number[]>();
  teamsOfPlayers.forEach((t, i) => {
    if (!by.has(t)) {
      by.set(t, []);
      order.push(t);
    }
    by.get(t)!.push(i);
  });
  return order.map((t) => by.get(t)!);
}

/**
 * The defaults each variant's rules name. `n` players, `teamSizes` as grouped by team.
 * 806.2 Free-for-All, 807.2 Grand Melee, 808.3 Team vs. Team, 809.3 Emperor, 810 Two-Headed Giant, 811.2 Alternating Teams.
 */
export function presetOptions(variant: VariantId, n: number, teamSizes: readonly number[]): Partial<GameOptions> {
  const multi = n > 2;
  const base: Partial<GameOptions> = {
    variant,
    skipFirstDraw: multi ? 'none' : 'startingPlayer', // 103.8a / 800.7
    freeFirstMulligan: multi, // 800.6
    attackDirection: null,
    attackNeighboursOnly: false,
    deployCreatures: false,
    sharedTeamTurns: false,
    sharedLife: false,
    poisonLimit: 10, // 704.5c
    turnMarkers: 0,
    teamOutcome: 'individual',
    teammatesSeeHands: 'none',
  };
  switch (variant) {
    case 'two-player':
      return { ...base, rangeOfInfluence: null, attackMultiplePlayers: true };
    case 'free-for-all':
      // 806.2a: range usually not used; 806.2b: attack multiple players (one of the three attack options); 806.2c: no deploy.
      return { ...base, rangeOfInfluence: null, attackMultiplePlayers: true };
    case 'grand-melee':
      // 807.2a range 1; 807.2b attack left; 807.2c no attack multiple players, no deploy; 807.4a one marker per full four players.
      return {
        ...base,
        rangeOfInfluence: 1,
        attackMultiplePlayers: false,
        attackDirection: 'left',
        turnMarkers: Math.floor(n / 4),
      };
    case 'team-vs-team':
      // 808.3a attack multiple players; 808.3b deploy and limited range usually not used; 808.5 teammates review hands.
      return { ...base, rangeOfInfluence: null, attackMultiplePlayers: true, teammatesSeeHands: 'all' };
    case 'emperor':
      // 809.3a ranges 2/1 (per player, see emperorRanges); 809.3b deploy; 809.3c only adjacent players; 809.5 team outcome; 809.7 hands.
      return {
        ...base,
        rangeOfInfluence: 1,
        attackMultiplePlayers: true,
        deployCreatures: true,
        attackNeighboursOnly: true,
        teamOutcome: 'emperor',
        teammatesSeeHands: 'all',
      };
    case 'two-headed-giant': {
      // 810.2 shared team turns; 810.4 life 30; 810.8d 15 poison; 810.11 +15 life and +5 poison per extra head; 810.6 / 800.7 first team skips its draw.
      const heads = teamSizes[0] ?? 2;
      return {
        ...base,
        rangeOfInfluence: null,
        attackMultiplePlayers: true,
        sharedTeamTurns: true,
        sharedLife: true,
        startingLife: 30 + 15 * Math.max(0, heads - 2),
        poisonLimit: 15 + 5 * Math.max(0, heads - 2),
        skipFirstDraw: 'startingPlayer',
        teamOutcome: 'team',
        teammatesSeeHands: 'all',
      };
    }
    case 'alternating-teams':
      // 811.2a range 2; 811.2b one attack option (attack multiple players here); 811.2c no deploy; 811.4 neighbours only; 811.5 hands.
      return {
        ...base,
        rangeOfInfluence: 2,
        attackMultiplePlayers: true,
        attackNeighboursOnly: true,
        teammatesSeeHands: 'adjacent',
      };
  }
}

/**
 * Checks a variant, its options and its teams against the rules. `teams` lists setup indexes per team,
 * `seatTeam[i]` is the team of the player in seat i (after seating), `ranges` the per-player ranges given.
 * Returns the first violation, or null.
 */
export function checkVariant(
  variant: VariantId,
  opts: GameOptions,
  teams: readonly (readonly number[])[],
  seatTeam: readonly number[] | null,
  perPlayerRanges: readonly (number | null | undefined)[],
): RuleViolation | null {
  const n = teams.reduce((s, t) => s + t.length, 0);
  const sizes = teams.map((t) => t.length);
  const teamGame =
    variant === 'team-vs-team' ||
    variant === 'emperor' ||
    variant === 'two-headed-giant' ||
    variant === 'alternating-teams';
  if (variant === 'two-player') {
    if (n !== 2) return { message: `the two-player variant needs exactly 2 players, got ${n}`, rule: '800.1' };
  } else if (n < 3) {
    return { message: `${variant} is a multiplayer variant: it needs more than two players, got ${n}`, rule: '800.1' };
  }
  if (teamGame && teams.length < 2)
    return {
      message: `${variant} needs at least two teams`,
      rule:
        variant === 'emperor'
          ? '809.1'
          : variant === 'two-headed-giant'
            ? '810.1'
            : variant === 'alternating-teams'
              ? '811.1'
              : '808.1',
    };
  if (!teamGame && variant !== 'two-player' && teams.some((t) => t.length > 1)) {
    return {
      message: `in ${variant} players compete as individuals: no teams`,
      rule: variant === 'grand-melee' ? '807.1' : '806.1',
    };
  }
  // Attack options (806.2b, 807.2b–c, 811.2b).
  const dir = opts.attackDirection ?? null;
  if (dir !== null && opts.attackMultiplePlayers)
    return {
      message: 'attack left/right and attack multiple players are different options: use exactly one',
      rule: '806.2b',
    };
  if ((variant === 'free-for-all' || variant === 'alternating-teams') && dir === null && !opts.attackMultiplePlayers) {
    return {
      message: 'exactly one of the attack left, attack right and attack multiple players options must be used',
      rule: variant === 'free-for-all' ? '806.2b' : '811.2b',
    };
  }
  const shape = checkVariantShape(variant, opts, n, sizes, teams.length, perPlayerRanges);
  if (shape) return shape;
  if (opts.deployCreatures && !teamGame)
    return { message: 'deploy creatures is for variants in which players compete in teams', rule: '804.1' };
  if (opts.sharedTeamTurns && !teamGame)
    return { message: 'shared team turns is for games between teams', rule: '805.1' };
  if (opts.sharedLife && !opts.sharedTeamTurns)
    return { message: 'a shared life total belongs to Two-Headed Giant (shared team turns)', rule: '810.2' };
  if (opts.poisonLimit !== undefined && (!Number.isInteger(opts.poisonLimit) || opts.poisonLimit < 1))
    return { message: 'the poison limit must be a positive integer', rule: '704.5c' };
  for (const r of [opts.rangeOfInfluence, ...perPlayerRanges]) {
    if (r !== null && r !== undefined && (!Number.isInteger(r) || r < 1))
      return { message: `a range of influence is a number of seats, at least 1 (got ${r})`, rule: '801.2' };
  }
  if (seatTeam) {
    const v = checkSeating(variant, opts, seatTeam);
    if (v) return v;
  }
  return null;
}

/** 806.2, 807.2–807.4, 809.1, 809.6, 810.1, 810.11, 811.1: each variant's own options, player counts and team sizes. */
function checkVariantShape(
  variant: VariantId,
  opts: GameOptions,
  n: number,
  sizes: readonly number[],
  teamCount: number,
  perPlayerRanges: readonly (number | null | undefined)[],
): RuleViolation | null {
  const equal = sizes.every((s) => s === sizes[0]);
  if (variant === 'grand-melee') {
    if (opts.attackMultiplePlayers)
      return { message: "the attack multiple players option isn't used in Grand Melee", rule: '807.2c' };
    if (opts.deployCreatures)
      return { message: "the deploy creatures option isn't used in Grand Melee", rule: '807.2c' };
    if (n < 4 || (opts.turnMarkers ?? 0) < 1)
      return {
        message: `Grand Melee has one turn marker for each full four players; ${n} players would have none`,
        rule: '807.4a',
      };
    if ((opts.turnMarkers ?? 0) !== Math.floor(n / 4))
      return {
        message: `Grand Melee with ${n} players has ${Math.floor(n / 4)} turn marker(s), not ${opts.turnMarkers}`,
        rule: '807.4a',
      };
  } else if ((opts.turnMarkers ?? 0) > 0) {
    return { message: 'several turn markers are used only in Grand Melee', rule: '807.4' };
  }
  if (variant === 'free-for-all') {
    if (opts.deployCreatures)
      return { message: "the deploy creatures option isn't used in Free-for-All", rule: '806.2c' };
    const given = perPlayerRanges.filter((r) => r !== undefined);
    if (given.some((r) => r !== opts.rangeOfInfluence))
      return { message: 'in Free-for-All each player has the same range of influence', rule: '806.2a' };
  }
  if (variant === 'emperor') {
    if (!equal) return { message: `Emperor teams must be of equal size, got ${sizes.join(', ')}`, rule: '809.6' };
    if ((sizes[0] ?? 0) < 3)
      return {
        message: `Emperor teams have an emperor and at least two generals (three players), got ${sizes[0]}`,
        rule: '809.1',
      };
  }
  if (variant === 'two-headed-giant') {
    if (teamCount !== 2) return { message: `Two-Headed Giant is played by two teams, got ${teamCount}`, rule: '810.1' };
    if (!equal)
      return { message: `Two-Headed Giant teams must be of equal size, got ${sizes.join(', ')}`, rule: '810.11' };
    if ((sizes[0] ?? 0) < 2) return { message: 'Two-Headed Giant teams have at least two players', rule: '810.1' };
  }
  if (variant === 'alternating-teams' && !equal)
    return { message: `Alternating Teams needs teams of equal size, got ${sizes.join(', ')}`, rule: '811.1' };
  return null;
}

/** The seats of each team, as contiguous runs around the table. */
function runs(seatTeam: readonly number[]): number {
  let r = 0;
  const n = seatTeam.length;
  for (let i = 0; i < n; i++) if (seatTeam[i] !== seatTeam[(i + n - 1) % n]) r++;
  return r;
}

/** 805.1 / 808.2 / 809.2 / 810.3 / 811.3: the seating the variant requires. */
export function checkSeating(variant: VariantId, opts: GameOptions, seatTeam: readonly number[]): RuleViolation | null {
  const teamCount = new Set(seatTeam).size;
  const together = teamCount <= 1 || runs(seatTeam) === teamCount;
  if (opts.sharedTeamTurns && !together)
    return { message: "shared team turns need each team's members in adjacent seats", rule: '805.1' };
  switch (variant) {
    case 'team-vs-team':
      if (!together) return { message: 'each team sits together on one side of the table', rule: '808.2' };
      break;
    case 'emperor':
      if (!together) return { message: 'each Emperor team sits together, its emperor in the middle', rule: '809.2' };
      break;
    case 'two-headed-giant':
      if (!together) return { message: 'each Two-Headed Giant team sits together', rule: '810.3' };
      break;
    case 'alternating-teams': {
      const n = seatTeam.length;
      for (let i = 0; i < n; i++) {
        if (seatTeam[i] === seatTeam[(i + 1) % n] && n > 1)
          return { message: 'in Alternating Teams no one sits next to a teammate', rule: '811.3' };
        // 811.3: teams equally spaced: the pattern repeats every `teamCount` seats.
        if (seatTeam[i] !== seatTeam[(i + teamCount) % n])
          return { message: 'in Alternating Teams each team is equally spaced around the table', rule: '811.3' };
      }
      break;
    }
    default:
      break;
  }
  return null;
}

/**
 * The seating the rules prescribe, as a list of setup indexes in seat order: 806.3 / 807.3 at random;
 * 808.2 / 809.2 / 810.3 teams together (each team keeps its own order, 808.2 "each team decides");
 * 811.3 alternating (A1, B1, C1, A2, B2, C2, …). `rand(k)` returns an integer in [0, k).
 */
export function arrangeSeats(
  variant: VariantId,
  teams: readonly (readonly number[])[],
  rand: (k: number) => number,
): number[] {
  const all = teams.flat();
  switch (variant) {
    case 'free-for-all':
    case 'grand-melee': {
      const a = [...all];
      for (let i = a.length - 1; i > 0; i--) {
        const j = rand(i + 1);
        [a[i], a[j]] = [a[j]!, a[i]!];
      }
      return a;
    }
    case 'alternating-teams': {
      const out: number[] = [];
      const k = Math.max(...teams.map((t) => t.length));
      for (let i = 0; i < k; i++) for (const t of teams) if (t[i] !== undefined) out.push(t[i]!);
      return out;
    }
    default:
      return all;
  }
}

/**
 * 809.3a / 809.6a: each general's range is the least that reaches one opposing general; each emperor's the
 * least that reaches two opposing generals (with teams of three: 1 and 2). `seatTeam[i]` = team of seat i.
 */
export function emperorRanges(seatTeam: readonly number[]): number[] {
  const n = seatTeam.length;
  const emperorSeat = new Map<number, number>();
  for (const team of new Set(seatTeam)) {
    // The team's run starts at a seat whose right neighbour is on another team.
    const seats = seatTeam.map((t, i) => (t === team ? i : -1)).filter((i) => i >= 0);
    let start = seats[0]!;
    for (const s of seats)
      if (seatTeam[(s + n - 1) % n] !== team) {
        start = s;
        break;
      }
    const run: number[] = [];
    for (let k = 0; k < n; k++) if (seatTeam[(start + k) % n] === team) run.push((start + k) % n);
    emperorSeat.set(team, run[Math.floor((run.length - 1) / 2)]!);
  }
  const isGeneral = (s: number): boolean => emperorSeat.get(seatTeam[s]!) !== s;
  const dist = (a: number, b: number): number => {
    const d = Math.abs(a - b);
    return Math.min(d, n - d);
  };
  return seatTeam.map((team, s) => {
    const opposing = seatTeam
      .map((_, q) => q)
      .filter((q) => seatTeam[q] !== team && isGeneral(q))
      .map((q) => dist(s, q))
      .sort((a, b) => a - b);
    const need = isGeneral(s) ? 1 : 2;
    return opposing[need - 1] ?? opposing[opposing.length - 1] ?? 1;
  });
}
