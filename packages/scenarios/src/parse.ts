/**
 * Scenario YAML → ScenarioDoc. Checks the shape of everything before anything runs, so a
 * mistake anywhere in a file is reported with its line even if the script never gets there.
 */
import {
  SIMPLE_KEYWORDS,
  type AbilityNode,
  type CardDefinition,
  type CardType,
  type GameOptions,
  type StepName,
  type Supertype,
} from '@arbiter/engine';
import { closest, didYouMean, ScenarioError } from './errors.js';
import type {
  ActivationZone,
  CastOptions,
  CastOptionWord,
  CardEntry,
  CaseDoc,
  Check,
  ChooseValue,
  ListCheck,
  ObjectField,
  PermanentEntry,
  PlayerDoc,
  PlayerField,
  PositionDoc,
  Ref,
  Refusal,
  ScenarioDoc,
  SetupDoc,
  StackEntry,
  Step,
  Targets,
  ViewCheck,
} from './model.js';
import { parseYaml, type Y } from './yaml.js';

const ROOT_KEYS = [
  'name',
  'rule',
  'rules',
  'example',
  'description',
  'expect_fail',
  'seed',
  'cards',
  'setup',
  'position',
  'script',
  'expect',
  'cases',
];

export function parseScenario(text: string): ScenarioDoc {
  const root = parseYaml(text);
  if (root.isNull)
    throw new ScenarioError(
      'schema',
      1,
      'the file is empty; a scenario needs at least name, rules, setup and position',
    );
  if (!root.isMap)
    root.fail('a scenario file is a map with keys such as name, rules, setup, position, script and expect');
  root.only(ROOT_KEYS);
  const name = required(root, 'name').str().trim();
  const rules = [...(root.get('rule')?.list() ?? []), ...(root.get('rules')?.list() ?? [])].map(ruleNumber);
  if (rules.length === 0)
    throw new ScenarioError('schema', root.line, 'a scenario names the rule(s) it is about: add `rules: [...]`');
  const ef = root.get('expect_fail');
  const expectFail = ef && !ef.isNull ? ef.str().trim() : null;
  if (expectFail !== null && expectFail.trim() === '') ef!.fail('give the reason the scenario is expected to fail');
  const seedY = root.get('seed');
  const seed = seedY ? (seedY.isScalar && typeof seedY.js() === 'number' ? seedY.int() : seedY.str()) : 1;

  const cards = (root.get('cards')?.list() ?? []).map((c) => ({ def: parseCard(c), line: c.line }));
  const setupY = root.get('setup');
  const setup = setupY ? parseSetup(setupY) : null;
  const positionY = root.get('position');
  const position = positionY ? parsePosition(positionY) : null;

  const casesY = root.get('cases');
  const scriptY = root.get('script');
  const expectY = root.get('expect');
  let cases: CaseDoc[];
  if (casesY) {
    if (scriptY || expectY)
      throw new ScenarioError(
        'schema',
        (scriptY ?? expectY)!.line,
        'use either top-level script/expect or cases, not both',
      );
    cases = casesY.items().map((c) => {
      c.only(['name', 'setup', 'position', 'script', 'expect']);
      const pos = c.get('position');
      const set = c.get('setup');
      return {
        name: c.get('name')?.str() ?? null,
        line: c.line,
        setup: set ? parseSetup(set) : null,
        position: pos ? parsePosition(pos) : null,
        steps: parseScript(c.get('script')),
        expect: c.get('expect') ? parseExpect(c.get('expect')!) : [],
      };
    });
    if (!positionY && cases.some((c) => !c.position))
      throw new ScenarioError(
        'schema',
        root.line,
        'missing required key "position" (or give each case its own position)',
      );
    if (!setupY && cases.some((c) => !c.setup))
      throw new ScenarioError('schema', root.line, 'missing required key "setup" (or give each case its own setup)');
    if (cases.length === 0) casesY.fail('give at least one case');
  } else {
    if (!setupY) throw new ScenarioError('schema', root.line, 'missing required key "setup"');
    if (!positionY) throw new ScenarioError('schema', root.line, 'missing required key "position"');
    cases = [
      {
        name: null,
        line: root.line,
        setup: null,
        position: null,
        steps: parseScript(scriptY),
        expect: expectY ? parseExpect(expectY) : [],
      },
    ];
  }
  const ex = root.get('example');
  const desc = root.get('description');
  return {
    name,
    rules,
    example: ex ? ex.str() : null,
    description: desc ? desc.str() : null,
    expectFail,
    expectFailLine: ef?.line ?? 0,
    seed,
    cards,
    setup,
    position,
    cases,
  };
}

function required(y: Y, key: string): Y {
  const v = y.get(key);
  if (!v) throw new ScenarioError('schema', y.line, `${y.path ? `${y.path}: ` : ''}missing required key "${key}"`);
  return v;
}

function ruleNumber(y: Y): string {
  const s = y.str().trim();
  if (!/^\d{3}(\.\d+[a-z]?)?$/.test(s)) y.fail(`"${s}" is not a rule number like 704.5g or 800.4a`);
  return s;
}

function ref(y: Y): Ref {
  return { text: y.str().trim(), line: y.line };
}

function optRef(y: Y | undefined): Ref | null {
  return y && !y.isNull ? ref(y) : null;
}

// ---------------------------------------------------------------------------
// Inline cards (the engine's card data form, ability-tree.ts)
// ---------------------------------------------------------------------------

const CARD_TYPES: readonly CardType[] = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
  'Conspiracy',
  'Dungeon',
  'Phenomenon',
  'Plane',
  'Scheme',
  'Vanguard',
];
const SUPERTYPES: readonly Supertype[] = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing'];
const ABILITY_KINDS = ['keyword', 'spell', 'activated', 'triggered', 'static'];
const CARD_KEYS = [
  'name',
  'mana_cost',
  'manaCost',
  'cost',
  'type',
  'supertypes',
  'types',
  'subtypes',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'text',
  'oracle_text',
  'oracleText',
  'color_indicator',
  'colorIndicator',
  'keywords',
  'abilities',
  'token',
  'hand_modifier',
  'life_modifier',
  'back_face',
];

function parseCard(y: Y): CardDefinition {
  y.only(CARD_KEYS);
  const name = required(y, 'name').str();
  let supertypes: Supertype[] = [];
  let types: CardType[] = [];
  let subtypes: string[] = [];
  const typeLine = y.get('type');
  if (typeLine) {
    const [left, right] = typeLine.str().split(/\s+[—-]\s+/);
    for (const w of (left ?? '').split(/\s+/).filter(Boolean)) {
      if ((SUPERTYPES as readonly string[]).includes(w)) supertypes.push(w as Supertype);
      else if ((CARD_TYPES as readonly string[]).includes(w)) types.push(w as CardType);
      else
        typeLine.fail(
          `"${w}" is not a card type or supertype${didYouMean(closest(w, [...CARD_TYPES, ...SUPERTYPES], 2))}`,
        );
    }
    subtypes = (right ?? '').split(/\s+/).filter(Boolean);
  }
  const list = (k: string): string[] | null => {
    const v = y.get(k);
    return v ? v.list().map((i) => i.str()) : null;
  };
  supertypes = (list('supertypes') as Supertype[] | null) ?? supertypes;
  types = (list('types') as CardType[] | null) ?? types;
  subtypes = list('subtypes') ?? subtypes;
  for (const t of types)
    if (!CARD_TYPES.includes(t))
      y.fail(`card ${name}: "${t}" is not a card type${didYouMean(closest(t, CARD_TYPES, 2))}`);
  for (const t of supertypes) if (!SUPERTYPES.includes(t)) y.fail(`card ${name}: "${t}" is not a supertype`);
  if (types.length === 0)
    y.fail(`card ${name}: give its types (types: [Creature]) or a type line (type: "Creature — Bear")`);
  const costY = y.get('mana_cost') ?? y.get('manaCost') ?? y.get('cost');
  const manaCost = costY && !costY.isNull ? costY.str() : null;
  const pt = (k: string): string | undefined => {
    const v = y.get(k);
    return v ? String(v.js()) : undefined;
  };
  const power = pt('power');
  const toughness = pt('toughness');
  if (types.includes('Creature') && (power === undefined || toughness === undefined))
    y.fail(`card ${name} is a creature: give its power and toughness`);
  const textY = y.get('oracle_text') ?? y.get('oracleText') ?? y.get('text');
  const abilities: AbilityNode[] = [];
  for (const k of y.get('keywords')?.list() ?? []) {
    const kw = k.str().toLowerCase();
    if (!(SIMPLE_KEYWORDS as readonly string[]).includes(kw))
      k.fail(
        `"${kw}" is not one of the engine's simple keywords (${SIMPLE_KEYWORDS.join(', ')}); write other keywords as abilities`,
      );
    abilities.push({ kind: 'keyword', keyword: kw as (typeof SIMPLE_KEYWORDS)[number] });
  }
  for (const a of y.get('abilities')?.items() ?? []) abilities.push(parseAbility(a));
  const colorY = y.get('color_indicator') ?? y.get('colorIndicator');
  const loyalty = y.get('loyalty');
  const defense = y.get('defense');
  const def: CardDefinition = {
    name,
    manaCost,
    supertypes,
    types,
    subtypes,
    ...(power !== undefined ? { power, toughness: toughness ?? '0' } : {}),
    ...(loyalty ? { loyalty: loyalty.int(0) } : {}),
    ...(defense ? { defense: defense.int(0) } : {}),
    ...(colorY ? { colorIndicator: colorY.list().map((c) => c.str()) as CardDefinition['colorIndicator'] } : {}),
    ...(y.get('token')?.bool() ? { token: true } : {}),
    ...vanguardModifiers(y, types, textY ? textY.str() : ''),
    ...(y.get('back_face') ? { backFace: parseCard(y.get('back_face')!) } : {}), // 712.2: a transforming card's back face
    oracleText: textY ? textY.str() : '',
    abilities,
  };
  return def;
}

/**
 * 902.4 / 902.5: a vanguard card's modifiers, given as hand_modifier / life_modifier or read from a
 * text like "Hand modifier +2, life modifier -3."
 */
function vanguardModifiers(
  y: Y,
  types: readonly CardType[],
  text: string,
): { handModifier?: number; lifeModifier?: number } {
  const hand = y.get('hand_modifier');
  const life = y.get('life_modifier');
  const m = /hand modifier ([-+\u2212]?\d+)[,.;]?\s*life modifier ([-+\u2212]?\d+)/i.exec(text);
  const num = (t: string): number => Number(t.replace('\u2212', '-'));
  const out: { handModifier?: number; lifeModifier?: number } = {};
  if (hand) out.handModifier = hand.int();
  else if (m && types.includes('Vanguard')) out.handModifier = num(m[1]!);
  if (life) out.lifeModifier = life.int();
  else if (m && types.includes('Vanguard')) out.lifeModifier = num(m[2]!);
  return out;
}

/** Abilities are written in the engine's data form; missing lists and texts get their empty defaults. */
function parseAbility(y: Y): AbilityNode {
  if (!y.isMap) y.fail('an ability is a map with a kind (keyword, spell, activated, triggered, static)');
  const kind = required(y, 'kind').str();
  if (!ABILITY_KINDS.includes(kind))
    y.get('kind')!.fail(`unknown ability kind "${kind}"${didYouMean(closest(kind, ABILITY_KINDS, 2))}`);
  const v = y.js() as Record<string, unknown>;
  switch (kind) {
    case 'keyword':
      if (typeof v['keyword'] !== 'string') y.fail('a keyword ability needs `keyword:`');
      return v as unknown as AbilityNode;
    case 'spell':
      return { targets: [], effects: [], ...v } as unknown as AbilityNode;
    case 'activated':
      if (!v['cost']) y.fail('an activated ability needs `cost:` (e.g. {mana: "{1}", parts: [{kind: tap}]})');
      return {
        targets: [],
        effects: [],
        text: '',
        ...v,
        cost: { parts: [], ...(v['cost'] as object) },
      } as unknown as AbilityNode;
    case 'triggered':
      if (!v['trigger']) y.fail('a triggered ability needs `trigger:`');
      return { targets: [], effects: [], text: '', ...v } as unknown as AbilityNode;
    default:
      if (!v['effect']) y.fail('a static ability needs `effect:`');
      return { text: '', ...v } as unknown as AbilityNode;
  }
}

// ---------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------

const OPTION_KEYS: Record<string, keyof GameOptions> = {
  starting_life: 'startingLife',
  starting_hand_size: 'startingHandSize',
  max_hand_size: 'maxHandSize',
  range_of_influence: 'rangeOfInfluence',
  skip_first_draw: 'skipFirstDraw',
  free_first_mulligan: 'freeFirstMulligan',
  attack_multiple_players: 'attackMultiplePlayers',
  turn_limit: 'turnLimit',
  auto_pass: 'autoPassWhenNoActions',
  // Chapter 8 options (each variant's preset gives the defaults its rules name).
  attack_direction: 'attackDirection',
  attack_neighbours_only: 'attackNeighboursOnly',
  deploy_creatures: 'deployCreatures',
  shared_team_turns: 'sharedTeamTurns',
  shared_life: 'sharedLife',
  poison_limit: 'poisonLimit',
  turn_markers: 'turnMarkers',
  team_outcome: 'teamOutcome',
  teammates_see_hands: 'teammatesSeeHands',
  // Chapter 9: Planechase (901); the planar decks are each player's planar_deck.
  planechase: 'planechase',
};

/** Chapter 8 options whose values are words. */
const WORD_OPTIONS: Partial<Record<keyof GameOptions, readonly string[]>> = {
  attackDirection: ['left', 'right', 'none'],
  teamOutcome: ['individual', 'team', 'emperor'],
  teammatesSeeHands: ['all', 'adjacent', 'none'],
};

function parseSetup(y: Y): SetupDoc {
  y.only(['format', 'variant', 'options', 'players', 'teams', 'seats', 'seating']);
  const fmt = y.get('format') ?? y.get('variant');
  const options = parseOptions(y.get('options'));
  const playersY = required(y, 'players');
  let players: PlayerDoc[];
  if (playersY.isScalar) {
    const n = playersY.int(2);
    players = Array.from({ length: n }, (_, i) => emptyPlayer(`P${i + 1}`, playersY.line));
  } else {
    const teamLabels = new Map<string, number>();
    players = playersY.items().map((p, i) => parsePlayer(p, i, teamLabels));
  }
  const seen = new Map<string, number>();
  for (const p of players) {
    const prev = seen.get(p.name.toLowerCase());
    if (prev !== undefined)
      throw new ScenarioError('schema', p.line, `two players are named "${p.name}" (the other is on line ${prev})`);
    seen.set(p.name.toLowerCase(), p.line);
  }
  if (players.length < 2) throw new ScenarioError('schema', playersY.line, 'a game needs at least two players (100.1)');
  const teamsY = y.get('teams');
  if (teamsY) assignTeams(teamsY, players);
  const seatsY = y.get('seats');
  if (seatsY) players = seatOrder(seatsY, players);
  const seatingY = y.get('seating');
  const seating = (seatingY ? seatingY.str() : 'given') as 'given' | 'rules';
  if (seating !== 'given' && seating !== 'rules')
    seatingY!.fail('seating is "given" (as listed) or "rules" (as the variant seats players, 800.5)');
  if (seating === 'rules' && seatsY) seatsY.fail('give either seats or seating: rules, not both');
  return {
    line: y.line,
    format: fmt ? { name: fmt.str(), line: fmt.line } : null,
    options,
    seating,
    players,
  };
}

/** `setup.options`: chapter 8 options by their file names, each checked for its kind of value. */
function parseOptions(optY: Y | undefined): Partial<GameOptions> {
  const options: Record<string, unknown> = {};
  for (const [k, v] of optY?.entries() ?? []) {
    const key = OPTION_KEYS[k];
    if (!key)
      throw new ScenarioError(
        'schema',
        v.line,
        `setup.options: unknown option "${k}"${didYouMean(closest(k, Object.keys(OPTION_KEYS), 2))}; options are ${Object.keys(OPTION_KEYS).join(', ')}`,
      );
    if (key === 'rangeOfInfluence') options[key] = v.isNull || v.js() === 'unlimited' ? null : v.int(1);
    else if (key === 'skipFirstDraw') {
      const s = v.str();
      if (s !== 'startingPlayer' && s !== 'none' && s !== 'starting_player')
        v.fail('skip_first_draw is starting_player or none');
      options[key] = s === 'none' ? 'none' : 'startingPlayer';
    } else if (WORD_OPTIONS[key]) {
      const s = v.str();
      if (!WORD_OPTIONS[key]!.includes(s)) v.fail(`${k} is one of ${WORD_OPTIONS[key]!.join(', ')}`);
      options[key] = key === 'attackDirection' && s === 'none' ? null : s;
    } else if (
      key === 'freeFirstMulligan' ||
      key === 'attackMultiplePlayers' ||
      key === 'autoPassWhenNoActions' ||
      key === 'attackNeighboursOnly' ||
      key === 'deployCreatures' ||
      key === 'sharedTeamTurns' ||
      key === 'sharedLife' ||
      key === 'planechase'
    )
      options[key] = v.bool();
    else options[key] = v.int(key === 'turnLimit' ? 1 : 0);
  }
  return options as Partial<GameOptions>;
}

/** The player a `teams:` or `seats:` entry names, or a reference error. */
function playerNamed(players: readonly PlayerDoc[], n: string, line: number, where: string): PlayerDoc {
  const p = players.find((q) => q.name.toLowerCase() === n.toLowerCase());
  if (p) return p;
  throw new ScenarioError(
    'reference',
    line,
    `${where}: no player named "${n}"${didYouMean(
      closest(
        n,
        players.map((q) => q.name),
      ),
    )}`,
  );
}

/** `teams: [[Alex, Bianca], [Chen, Dana]]`: each player's team, given here or per player, not both. */
function assignTeams(teamsY: Y, players: readonly PlayerDoc[]): void {
  if (players.some((p) => p.team !== null)) teamsY.fail('give teams either here or per player, not both');
  const assigned = new Set<string>();
  teamsY.items().forEach((team, ti) => {
    for (const m of team.items()) {
      const p = playerNamed(players, m.str(), m.line, 'teams');
      if (assigned.has(p.name)) throw new ScenarioError('schema', m.line, `teams: ${p.name} is on two teams`);
      assigned.add(p.name);
      (p as { team: number | null }).team = ti;
    }
  });
}

/** `seats: [Chen, Alex, Bianca]`: the players in seat order, each exactly once. */
function seatOrder(seatsY: Y, players: PlayerDoc[]): PlayerDoc[] {
  const names = seatsY.items().map((s) => ({ n: s.str(), line: s.line }));
  const ordered: PlayerDoc[] = [];
  for (const { n, line } of names) {
    const p = playerNamed(players, n, line, 'seats');
    if (ordered.includes(p)) throw new ScenarioError('schema', line, `seats: ${p.name} has two seats`);
    ordered.push(p);
  }
  if (ordered.length !== players.length)
    seatsY.fail(`seats must list every player exactly once (${players.map((p) => p.name).join(', ')})`);
  return ordered;
}

function emptyPlayer(name: string, line: number): PlayerDoc {
  return {
    name,
    line,
    team: null,
    life: null,
    poison: null,
    counters: {},
    rangeOfInfluence: null,
    hand: [],
    library: [],
    graveyard: [],
    exile: [],
    command: [],
    battlefield: [],
  };
}

const PLAYER_KEYS = [
  'name',
  'team',
  'life',
  'poison',
  'counters',
  'range_of_influence',
  'hand',
  'library',
  'graveyard',
  'exile',
  'command',
  'battlefield',
  'planar_deck',
  'outside',
  'starting_deck',
];
/** Teams given as arbitrary labels become team numbers in order of first appearance (`teamLabels`). */
function parsePlayer(y: Y, i: number, teamLabels: Map<string, number>): PlayerDoc {
  if (y.isScalar) return emptyPlayer(y.str(), y.line);
  y.only(PLAYER_KEYS);
  const name = y.get('name')?.str() ?? `P${i + 1}`;
  if (/#\d+$/.test(name)) y.fail(`a player's name can't end in #number ("${name}")`);
  const teamY = y.get('team');
  let team: number | null = null;
  if (teamY) {
    const label = String(teamY.js());
    if (!teamLabels.has(label)) teamLabels.set(label, teamLabels.size);
    team = teamLabels.get(label)!;
  }
  const counters: Record<string, number> = {};
  for (const [k, v] of y.get('counters')?.entries() ?? []) counters[k] = v.int(0);
  const roi = y.get('range_of_influence');
  return {
    name,
    line: y.line,
    team,
    life: y.get('life')?.int() ?? null,
    poison: y.get('poison')?.int(0) ?? null,
    counters,
    rangeOfInfluence: roi
      ? { value: roi.isNull || roi.js() === 'unlimited' ? null : roi.int(1), line: roi.line }
      : null,
    hand: cardList(y.get('hand'), 'hand'),
    library: cardList(y.get('library'), 'library'),
    graveyard: cardList(y.get('graveyard'), 'graveyard'),
    exile: cardList(y.get('exile'), 'exile'),
    command: cardList(y.get('command'), 'command'),
    ...(y.get('planar_deck') ? { planarDeck: cardList(y.get('planar_deck'), 'command') } : {}),
    ...(y.get('outside') ? { outside: cardList(y.get('outside'), 'outside') } : {}),
    ...(y.get('starting_deck')
      ? { startingDeck: cardList(y.get('starting_deck'), 'starting_deck').map((e) => e.card) }
      : {}),
    battlefield: (y.get('battlefield')?.list() ?? []).flatMap(expandPermanent),
  };
}

/** "3 x Forest" (or "3x Forest") stands for three Forests. */
function multiplier(s: string): { n: number; card: string } {
  const m = /^(\d+)\s*x\s+(.+)$/i.exec(s.trim());
  return m ? { n: Number(m[1]), card: m[2]!.trim() } : { n: 1, card: s.trim() };
}

const CARD_ENTRY_KEYS = [
  'card',
  'label',
  'face_down',
  'owner',
  'token',
  'count',
  'commander',
  'commander_casts',
  'commander_damage',
  'named',
  'face_up',
];

function cardList(y: Y | undefined, zone: string): CardEntry[] {
  return (y?.list() ?? []).flatMap((item) => cardEntries(item, zone));
}

/** One list item: a name ("3 x Forest" allowed) or a map with `card:` (and `count:`). */
function cardEntries(item: Y, zone: string): CardEntry[] {
  const out: CardEntry[] = [];
  if (item.isScalar) {
    const { n, card } = multiplier(item.str());
    for (let k = 0; k < n; k++)
      out.push({ card, line: item.line, label: null, faceDown: false, owner: null, token: false });
    return out;
  }
  item.only(zone === 'battlefield' ? [...CARD_ENTRY_KEYS, ...PERMANENT_KEYS] : CARD_ENTRY_KEYS);
  const n = item.get('count')?.int(1) ?? 1;
  const label = item.get('label')?.str() ?? null;
  if (label && n > 1) item.fail('a label names one card; drop count or label');
  for (let k = 0; k < n; k++) {
    out.push({
      card: required(item, 'card').str(),
      line: item.line,
      label,
      faceDown: item.get('face_down')?.bool() ?? false,
      owner: optRef(item.get('owner')),
      token: item.get('token')?.bool() ?? false,
      ...commanderKeys(item),
      ...conspiracyKeys(item, zone),
    });
  }
  return out;
}

/** 905.4 / 702.106: a conspiracy in `command:`: `named: <card>` (hidden agenda; a list of two: double agenda) and `face_up: true` (turned face up). */
function conspiracyKeys(item: Y, zone: string): Pick<CardEntry, 'named' | 'faceUp'> {
  const named = item.get('named');
  const faceUp = item.get('face_up');
  if ((named || faceUp) && zone !== 'command')
    item.fail('named: and face_up: are for conspiracies in the command zone (905.4, 702.106a)');
  return {
    // 702.106f: a double agenda names two cards (a list).
    ...(named ? { named: named.isSeq ? named.items().map((n) => n.str()) : named.str() } : {}),
    ...(faceUp ? { faceUp: faceUp.bool() } : {}),
  };
}

/** 903.3 / 903.8 / 903.10a: `commander: true`, `commander_casts: N`, `commander_damage: { <player>: N }`. */
function commanderKeys(item: Y): Pick<CardEntry, 'commander' | 'commanderCasts' | 'commanderDamage'> {
  const damage: Record<string, number> = {};
  for (const [k, v] of item.get('commander_damage')?.entries() ?? []) damage[k] = v.int(0);
  const casts = item.get('commander_casts')?.int(0);
  const flagged = item.get('commander')?.bool() ?? (casts !== undefined || item.get('commander_damage') !== undefined);
  return flagged
    ? {
        commander: true,
        ...(casts !== undefined ? { commanderCasts: casts } : {}),
        ...(Object.keys(damage).length ? { commanderDamage: damage } : {}),
      }
    : {};
}

const PERMANENT_KEYS = ['tapped', 'counters', 'damage', 'attached_to', 'controller', 'summoning_sick'];

function expandPermanent(y: Y): PermanentEntry[] {
  const base = cardEntries(y, 'battlefield');
  if (y.isScalar)
    return base.map((b) => ({
      ...b,
      tapped: false,
      counters: null,
      damage: 0,
      attachedTo: null,
      controller: null,
      summoningSick: false,
    }));
  const counters: Record<string, number> = {};
  const cy = y.get('counters');
  for (const [k, v] of cy?.entries() ?? []) counters[k] = v.int(0);
  return base.map((b) => ({
    ...b,
    tapped: y.get('tapped')?.bool() ?? false,
    counters: cy ? counters : null,
    damage: y.get('damage')?.int(0) ?? 0,
    attachedTo: optRef(y.get('attached_to')),
    controller: optRef(y.get('controller')),
    summoningSick: y.get('summoning_sick')?.bool() ?? false,
  }));
}

// ---------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------

const STEP_ALIASES: Record<string, StepName> = {
  untap: 'untap',
  upkeep: 'upkeep',
  draw: 'draw',
  main1: 'main1',
  precombatmain: 'main1',
  firstmain: 'main1',
  main: 'main1',
  beginningofcombat: 'beginCombat',
  begincombat: 'beginCombat',
  combat: 'beginCombat',
  declareattackers: 'declareAttackers',
  attackers: 'declareAttackers',
  declareblockers: 'declareBlockers',
  blockers: 'declareBlockers',
  firststrikedamage: 'firstStrikeDamage',
  firststrikecombatdamage: 'firstStrikeDamage',
  combatdamage: 'combatDamage',
  damage: 'combatDamage',
  endofcombat: 'endCombat',
  endcombat: 'endCombat',
  main2: 'main2',
  postcombatmain: 'main2',
  secondmain: 'main2',
  end: 'end',
  endstep: 'end',
  endofturn: 'end',
  cleanup: 'cleanup',
};

export function stepName(y: Y): StepName {
  const raw = y.str();
  const k =
    raw
      .toLowerCase()
      .replace(/[\s_-]+/g, '')
      .replace(/phase$|step$/, '') || raw;
  const s = STEP_ALIASES[k] ?? STEP_ALIASES[k.replace(/step$/, '')];
  if (!s)
    y.fail(
      `"${raw}" is not a step${didYouMean(closest(raw, Object.values(STEP_ALIASES), 2))}; steps are untap, upkeep, draw, main1, beginCombat, declareAttackers, declareBlockers, firstStrikeDamage, combatDamage, endCombat, main2, end, cleanup`,
    );
  return s;
}

function parsePosition(y: Y): PositionDoc {
  y.only(['turn', 'active', 'step', 'priority', 'lands_played', 'begin_step', 'mulligan', 'stack']);
  const mulligan = y.get('mulligan')?.bool() ?? false;
  const stepY = y.get('step');
  if (!stepY && !mulligan)
    throw new ScenarioError('schema', y.line, 'position: give the step (e.g. step: main1), or mulligan: true');
  const activeY = required(y, 'active');
  return {
    line: y.line,
    turn: y.get('turn')?.int(1) ?? null,
    active: activeY.list().map(ref),
    step: stepY ? stepName(stepY) : 'untap',
    priority: optRef(y.get('priority')),
    landsPlayed: y.get('lands_played')?.int(0) ?? null,
    beginStep: y.get('begin_step')?.bool() ?? false,
    mulligan,
    stack: (y.get('stack')?.list() ?? []).map(parseStackEntry),
  };
}

function parseStackEntry(y: Y): StackEntry {
  if (!y.isMap)
    y.fail('a stack entry is a map: {spell: <card>, by: <player>, targets: [...]} or {ability: <permanent>, index: N}');
  y.only([
    'spell',
    'cast',
    'ability',
    'trigger',
    'by',
    'owner',
    'targets',
    'x',
    'modes',
    'label',
    'index',
    'trigger_object',
    'trigger_player',
  ]);
  const spell = y.get('spell') ?? y.get('cast');
  const ability = y.get('ability') ?? y.get('trigger');
  if (!!spell === !!ability) y.fail('a stack entry is either `spell: <card>` or `ability: <permanent>`');
  const common = {
    line: y.line,
    by: optRef(y.get('by')),
    targets: parseTargets(y.get('targets')),
    x: y.get('x')?.int(0) ?? null,
  };
  if (spell) {
    for (const k of ['index', 'trigger_object', 'trigger_player'])
      if (y.get(k)) y.fail(`${k} is for abilities, not spells`);
    return {
      kind: 'spell',
      ...common,
      card: spell.str(),
      owner: optRef(y.get('owner')),
      modes:
        y
          .get('modes')
          ?.list()
          .map((m) => m.int(0)) ?? null,
      label: y.get('label')?.str() ?? null,
    };
  }
  for (const k of ['owner', 'modes', 'label']) if (y.get(k)) y.fail(`${k} is for spells, not abilities`);
  const idx = y.get('index');
  return {
    kind: 'ability',
    ...common,
    source: ref(ability!),
    index: idx ? (typeof idx.js() === 'number' ? idx.int(0) : idx.str()) : null,
    triggerObject: optRef(y.get('trigger_object')),
    triggerPlayer: optRef(y.get('trigger_player')),
  };
}

function parseTargets(y: Y | undefined): Targets | null {
  if (!y) return null;
  if (y.isNull || (y.isScalar && y.str() === 'none')) return { grouped: true, groups: [], line: y.line };
  const items = y.list();
  if (items.length > 0 && items.every((i) => i.isSeq))
    return { grouped: true, groups: items.map((g) => g.items().map(ref)), line: y.line };
  if (items.some((i) => i.isSeq))
    y.fail('targets: either a flat list of names or a list of lists (one per target requirement), not a mix');
  return { grouped: false, groups: [items.map(ref)], line: y.line };
}

// ---------------------------------------------------------------------------
// Script
// ---------------------------------------------------------------------------

const ACTIONS = [
  'cast',
  'activate',
  'play',
  'turn_face_up',
  'pass',
  'resolve',
  'advance',
  'to',
  'attack',
  'block',
  'assign',
  'choose',
  'keep',
  'mulligan',
  'bottom',
  'concede',
  'leave',
  'expect',
  'note',
  'remember',
];
const MODIFIERS: Record<string, readonly string[]> = {
  cast: [
    'by',
    'targets',
    'modes',
    'x',
    'costs',
    'pay',
    'refused',
    'with',
    'replicate',
    'splice',
    'half',
    'alternative_cost',
    'additional_cost',
    'divide',
  ],
  activate: ['by', 'ability', 'targets', 'x', 'costs', 'pay', 'counters', 'refused', 'from'],
  remember: [],
  play: ['by', 'refused'],
  pass: ['refused'],
  resolve: [],
  advance: ['turn'],
  attack: ['by', 'refused'],
  block: ['by', 'refused'],
  assign: ['by', 'refused'],
  choose: ['by', 'refused'],
  keep: ['refused'],
  mulligan: ['refused'],
  concede: ['refused'],
  bottom: ['by', 'refused'],
  expect: [],
  note: [],
};

function parseScript(y: Y | undefined): Step[] {
  if (!y || y.isNull) return [];
  return y.items().map(parseStep);
}

/** The one action key of a script step's map ("cast", "attack", …). */
function stepAction(y: Y): string {
  const keys = y.entries().map(([k]) => k);
  const actions = keys.filter((k) => ACTIONS.includes(k));
  if (actions.length !== 1) {
    if (actions.length === 0) {
      const k = keys[0] ?? '';
      y.fail(
        `no action in this step${
          k
            ? ` ("${k}"${didYouMean(closest(k, ACTIONS, 2))
                .replace(/^ \(/, ', ')
                .replace(/\)$/, '')})`
            : ''
        }; actions are ${ACTIONS.join(', ')}`,
      );
    }
    y.fail(`one action per step, got ${actions.join(' and ')}`);
  }
  return actions[0]!;
}

/** `{cast: <card>, targets: [...], modes: [...], x: N, costs: [...], pay: [...], <cast option>: ...}` */
function parseCast(y: Y, base: StepBase, v: Y): Step {
  return {
    kind: 'cast',
    ...base,
    card: ref(v),
    targets: parseTargets(y.get('targets')),
    modes:
      y
        .get('modes')
        ?.list()
        .map((m) => m.int(0)) ?? null,
    x: y.get('x')?.int(0) ?? null,
    costs: y.get('costs')?.list().map(ref) ?? null,
    pay: y.get('pay')?.list().map(ref) ?? null,
    options: parseCastOptions(y),
  };
}

/** `{activate: <source>, ability: N | <text>, targets: [...], x: N, costs: [...], pay: [...], from: <zone>}` */
function parseActivate(y: Y, base: StepBase, v: Y): Step {
  const ab = y.get('ability');
  const from = y.get('from');
  if (from && !(ACTIVATION_ZONES as readonly string[]).includes(from.str()))
    from.fail(`from: is one of ${ACTIVATION_ZONES.join(', ')}`);
  return {
    kind: 'activate',
    ...base,
    source: ref(v),
    ability: ab ? (typeof ab.js() === 'number' ? ab.int(0) : ab.str()) : null,
    targets: parseTargets(y.get('targets')),
    x: y.get('x')?.int(0) ?? null,
    costs: y.get('costs')?.list().map(ref) ?? null,
    pay: y.get('pay')?.list().map(ref) ?? null,
    counters:
      y
        .get('counters')
        ?.list()
        .map((c) => c.str()) ?? null,
    from: from ? (from.str() as ActivationZone) : null,
  };
}

/** What every step has: its line, who takes it, and whether it is expected to be refused. */
type StepBase = { line: number; by: Ref | null; refused: Refusal | null };

export function parseStep(y: Y): Step {
  const none = { by: null, refused: null, line: y.line };
  if (y.isScalar) {
    const s = y.str().trim();
    switch (s) {
      case 'pass':
        return { kind: 'pass', ...none };
      case 'resolve':
        return { kind: 'resolve', all: false, ...none };
      case 'resolve all':
        return { kind: 'resolve', all: true, ...none };
      default:
        y.fail(
          `"${s}" is not a step on its own; write e.g. "pass", "resolve", or a map like {cast: Lightning Bolt, targets: [Bianca]}`,
        );
    }
  }
  if (!y.isMap) y.fail('a script step is a map like {cast: Lightning Bolt, targets: [Bianca]}, or "pass" / "resolve"');
  const action = stepAction(y);
  const canonical = action === 'to' ? 'advance' : action === 'leave' ? 'concede' : action;
  y.only([action, ...(MODIFIERS[canonical] ?? [])]);
  const v = y.get(action)!;
  const by = optRef(y.get('by'));
  const refused = parseRefusal(y.get('refused'));
  const base = { line: y.line, by, refused };
  switch (canonical) {
    case 'cast':
      return parseCast(y, base, v);
    case 'activate':
      return parseActivate(y, base, v);
    case 'remember':
      return { kind: 'remember', ...base, refs: v.list().map(ref) };
    case 'play':
      return { kind: 'play', ...base, card: ref(v) };
    case 'turn_face_up':
      return { kind: 'turnFaceUp', ...base, card: ref(v) };
    case 'pass':
      return { kind: 'pass', ...base, by: v.isNull || v.js() === true ? null : ref(v) };
    case 'resolve': {
      const all = v.isNull
        ? false
        : v.isScalar && (v.js() === true || v.js() === 'all')
          ? v.js() === 'all'
          : v.fail('resolve takes no value, or "all"');
      return { kind: 'resolve', ...base, all };
    }
    case 'advance':
      return { kind: 'advance', ...base, step: stepName(v), turn: y.get('turn')?.int(1) ?? null };
    case 'attack':
      return { kind: 'attack', ...base, attacks: parsePairs(v, 'attack').map(([a, d]) => ({ attacker: a, at: d })) };
    case 'block':
      return {
        kind: 'block',
        ...base,
        blocks: parsePairs(v, 'block').map(([b, a]) => {
          if (!a)
            throw new ScenarioError(
              'schema',
              b.line,
              `block: say which attacker ${b.text} blocks ({${b.text}: <attacker>})`,
            );
          return { blocker: b, attacker: a };
        }),
      };
    case 'assign':
      return {
        kind: 'assign',
        ...base,
        assignment: v.entries().map(([k, n]) => ({ to: { text: k, line: n.line }, amount: n.int(0) })),
      };
    case 'choose':
      return { kind: 'choose', ...base, value: parseChoose(v) };
    case 'keep':
    case 'mulligan':
    case 'concede':
      if (by) y.fail(`write the player as the value: {${action}: <player>}`);
      return { kind: canonical, ...base, by: v.isNull ? null : ref(v) };
    case 'bottom':
      return { kind: 'bottom', ...base, cards: v.list().map(ref) };
    case 'expect':
      return { kind: 'expect', ...base, checks: parseExpect(v) };
    default:
      return { kind: 'note', ...base, text: v.str() };
  }
}

const ACTIVATION_ZONES: readonly ActivationZone[] = ['battlefield', 'hand', 'graveyard', 'exile', 'command'];
const CAST_WORDS: readonly CastOptionWord[] = [
  'bestow',
  'mutate',
  'overload',
  'evoke',
  'dash',
  'blitz',
  'warp',
  'awaken',
  'buyback',
  'entwine',
  'conspire',
  'face_down',
  'fuse',
  'flashback',
  'retrace',
  'kicker',
];
/** Cast options the rules define that `with:` doesn't take: named with the reason (and the way, where there is one). */
const NOT_IN_ENGINE: Readonly<Record<string, string>> = {
  multikicker:
    'the scenario language has no multikicker option (702.33c) yet; the engine cast action takes kicker: [0, 0, …]',
  madness: 'madness is no cast option: the discarded card is cast as its madness trigger resolves (702.35a)',
  miracle: 'miracle is no cast option: the card is cast as its miracle trigger resolves (702.94a)',
  prowl: 'the engine has no prowl (702.76) yet',
  surge: 'the scenario language has no surge option (702.117) yet',
  spectacle: 'the engine has no spectacle (702.137) yet',
  escape: 'escape is no cast option: cast the card from the graveyard and name the exiled cards in costs: (702.138a)',
  foretell: 'the scenario language has no foretell (702.143) step yet',
  emerge: 'the engine has no emerge (702.119) yet',
  jump_start:
    'jump-start is no cast option: cast the card from the graveyard and name the discarded card in costs: (702.133a)',
};

/** `with: bestow` or `with: [buyback, conspire]`, and the cast options that take a value. */
function parseCastOptions(y: Y): CastOptions {
  const w = y.get('with');
  const words = !w
    ? []
    : (w.isSeq ? w.items() : [w]).map((i) => {
        const word = i
          .str()
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_');
        const alias = word === 'morph' || word === 'facedown' ? 'face_down' : word;
        if (NOT_IN_ENGINE[alias])
          throw new ScenarioError('unsupported', i.line, `with: ${i.str()}: ${NOT_IN_ENGINE[alias]}`);
        if (!(CAST_WORDS as readonly string[]).includes(alias))
          i.fail(
            `with: "${i.str()}" is not a cast option${didYouMean(closest(alias, CAST_WORDS, 2))}; options are ${CAST_WORDS.join(', ')} (and replicate:, splice:, half:, alternative_cost:, additional_cost:, divide:)`,
          );
        return alias as CastOptionWord;
      });
  const half = y.get('half');
  const alt = y.get('alternative_cost');
  const num = (z: Y | undefined): number | string | null =>
    !z ? null : typeof z.js() === 'number' ? z.int(0) : z.str();
  return {
    line: w?.line ?? y.line,
    with: words,
    replicate: y.get('replicate')?.int(1) ?? null,
    splice: y.get('splice')?.list().map(ref) ?? null,
    half: num(half),
    alternativeCost: num(alt),
    additionalCost: num(y.get('additional_cost')),
    divide:
      y
        .get('divide')
        ?.list()
        .map((d) => d.int(1)) ?? null,
  };
}

function parseRefusal(y: Y | undefined): Refusal | null {
  if (!y) return null;
  if (y.isScalar) {
    const v = y.js();
    if (v === true) return { line: y.line, code: null, rule: null, message: null };
    return { line: y.line, code: y.str(), rule: null, message: null };
  }
  y.only(['code', 'rule', 'message']);
  return {
    line: y.line,
    code: y.get('code')?.str() ?? null,
    rule: y.get('rule')?.str() ?? null,
    message: y.get('message')?.str() ?? null,
  };
}

/** `{A: B, C: D}`, `[A, {C: D}]` or `none` → pairs (the value may be absent in list form). */
function parsePairs(y: Y, what: string): [Ref, Ref | null][] {
  if (y.isNull || (y.isScalar && y.str() === 'none')) return [];
  if (y.isMap) return y.entries().map(([k, v]) => [{ text: k, line: v.line }, v.isNull ? null : ref(v)]);
  return y.list().map((item): [Ref, Ref | null] => {
    if (item.isScalar) return [ref(item), null];
    const e = item.entries();
    if (e.length !== 1) item.fail(`${what}: each list item is a name or a single {name: name} pair`);
    const [k, v] = e[0]!;
    return [{ text: k, line: v.line }, v.isNull ? null : ref(v)];
  });
}

function parseChoose(y: Y): ChooseValue {
  if (y.isNull) return { kind: 'refs', refs: [], grouped: null };
  if (y.isScalar) {
    const v = y.js();
    if (typeof v === 'boolean') return { kind: 'bool', value: v };
    if (typeof v === 'number') return { kind: 'numbers', values: [y.int(0)] };
    return { kind: 'text', value: y.str().trim(), line: y.line };
  }
  if (y.isMap)
    return {
      kind: 'amounts',
      assignment: y.entries().map(([k, n]) => ({ to: { text: k, line: n.line }, amount: n.int(0) })),
    };
  const items = y.items();
  if (items.length > 0 && items.every((i) => i.isScalar && typeof i.js() === 'number'))
    return { kind: 'numbers', values: items.map((i) => i.int(0)) };
  if (items.length > 0 && items.every((i) => i.isSeq)) {
    const grouped = items.map((g) => g.items().map(ref));
    return { kind: 'refs', refs: grouped.flat(), grouped };
  }
  return { kind: 'refs', refs: items.map(ref), grouped: null };
}

// ---------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------

const EXPECT_KEYS = [
  'turn',
  'step',
  'active',
  'priority',
  'decision',
  'stack',
  'stacks',
  'result',
  'winner',
  'winners',
  'life',
  'poison',
  'players',
  'battlefield',
  'exile',
  'command',
  'objects',
  'permanents',
  'zones',
  'log_cites',
  'log_not_cites',
  'log_contains',
  'log_not_contains',
  'in_range',
  'turn_markers',
  'seating',
  'view',
];
const VIEW_KEYS = ['sees', 'hides', 'hands', 'hand_count', 'library_count', 'decision', 'waiting_for'];
const PLAYER_EXPECT_KEYS = [
  'life',
  'poison',
  'counters',
  'hand',
  'library',
  'graveyard',
  'hand_count',
  'library_count',
  'graveyard_count',
  'left',
  'outcome',
  'battlefield',
];
const OBJECT_FIELDS: readonly ObjectField[] = [
  'zone',
  'controller',
  'owner',
  'power',
  'toughness',
  'pt',
  'tapped',
  'counters',
  'damage',
  'attached_to',
  'summoning_sick',
  'face_down',
  'keywords',
  'types',
  'subtypes',
  'colors',
  'name',
  'color_identity',
  'commander',
  'stack_of',
  'new_object',
];

export function parseExpect(y: Y): Check[] {
  y.only(EXPECT_KEYS);
  const out: Check[] = [];
  for (const [k, v] of y.entries()) {
    const line = v.line;
    switch (k) {
      case 'turn':
        out.push({ kind: 'turn', line, value: v.int(1) });
        break;
      case 'step':
        out.push({ kind: 'step', line, value: stepName(v) });
        break;
      case 'active':
        out.push({ kind: 'active', line, players: v.list().map(ref) });
        break;
      case 'priority':
        out.push({ kind: 'priority', line, player: v.isNull || (v.isScalar && v.str() === 'none') ? null : ref(v) });
        break;
      case 'decision':
        out.push(parseDecisionCheck(v, line));
        break;
      case 'stack':
        out.push({ kind: 'stack', line, list: listCheck(v, true) });
        break;
      case 'result':
        out.push(parseResultCheck(v, line));
        break;
      case 'winner':
      case 'winners':
        out.push({ kind: 'result', line, value: { winners: v.list().map(ref) } });
        break;
      case 'life':
      case 'poison':
        for (const [p, n] of v.entries())
          out.push({ kind: 'player', line: n.line, player: { text: p, line: n.line }, field: k, value: n.int() });
        break;
      case 'players':
        out.push(...parsePlayerChecks(v));
        break;
      case 'battlefield':
      case 'exile':
      case 'command':
        out.push({ kind: 'zone', line, zone: k, list: listCheck(v, false), controller: null });
        break;
      case 'objects':
      case 'permanents':
        out.push(...parseObjectChecks(v));
        break;
      case 'zones':
        for (const [name, zv] of v.entries())
          out.push({
            kind: 'object',
            line: zv.line,
            ref: { text: name, line: zv.line },
            field: 'zone',
            value: zv.isNull ? 'none' : zv.str(),
          });
        break;
      case 'in_range':
        for (const [p, pv] of v.entries())
          out.push({ kind: 'inRange', line: pv.line, player: { text: p, line: pv.line }, players: pv.list().map(ref) });
        break;
      case 'turn_markers':
        out.push({ kind: 'turnMarkers', line, value: v.int(1) });
        break;
      case 'stacks':
        for (const [m, mv] of v.entries())
          out.push({
            kind: 'markerStack',
            line: mv.line,
            marker: { text: m, line: mv.line },
            list: listCheck(mv, true),
          });
        break;
      case 'view':
        for (const [p, pv] of v.entries())
          for (const check of parseViewChecks(pv))
            out.push({ kind: 'view', line: check.line, viewer: { text: p, line: pv.line }, check: check.check });
        break;
      case 'seating':
        out.push({ kind: 'seating', line, players: v.list().map(ref) });
        break;
      case 'log_cites':
      case 'log_not_cites':
        for (const r of v.list())
          out.push({ kind: 'log', line: r.line, what: 'cites', value: ruleNumber(r), negate: k === 'log_not_cites' });
        break;
      default: // log_contains, log_not_contains
        for (const r of v.list())
          out.push({ kind: 'log', line: r.line, what: 'contains', value: r.str(), negate: k === 'log_not_contains' });
    }
  }
  return out;
}

/** `players: { Bianca: { life: 18, hand: [...], counters: {...}, left: true, outcome: won } }` */
function parsePlayerChecks(v: Y): Check[] {
  const out: Check[] = [];
  for (const [p, pv] of v.entries()) {
    const player = { text: p, line: pv.line };
    pv.only(PLAYER_EXPECT_KEYS);
    for (const [f, fv] of pv.entries()) {
      const fl = fv.line;
      if (f === 'counters') {
        const counters: Record<string, number> = {};
        for (const [c, n] of fv.entries()) counters[c] = n.int(0);
        out.push({ kind: 'playerCounters', line: fl, player, counters });
      } else if (f === 'hand' || f === 'library' || f === 'graveyard') {
        out.push({ kind: 'playerZone', line: fl, player, zone: f, list: listCheck(fv, f !== 'hand') });
      } else if (f === 'battlefield') {
        out.push({ kind: 'zone', line: fl, zone: 'battlefield', list: listCheck(fv, false), controller: player });
      } else if (f === 'left') {
        out.push({ kind: 'player', line: fl, player, field: 'left', value: fv.bool() });
      } else if (f === 'outcome') {
        const o = fv.str();
        if (!['playing', 'won', 'lost', 'drew'].includes(o)) fv.fail('outcome is playing, won, lost or drew');
        out.push({ kind: 'player', line: fl, player, field: 'outcome', value: o });
      } else {
        out.push({
          kind: 'player',
          line: fl,
          player,
          field: f as PlayerField,
          value: fv.int(f === 'life' ? Number.MIN_SAFE_INTEGER : 0),
        });
      }
    }
  }
  return out;
}

/** `objects: { Grizzly Bears: { tapped: true, power: 3 }, Shock: graveyard }` */
function parseObjectChecks(v: Y): Check[] {
  const out: Check[] = [];
  for (const [name, ov] of v.entries()) {
    const r = { text: name, line: ov.line };
    if (ov.isScalar || ov.isNull) {
      // `Grizzly Bears: graveyard` is short for {zone: graveyard}.
      out.push({ kind: 'object', line: ov.line, ref: r, field: 'zone', value: ov.isNull ? 'none' : ov.str() });
      continue;
    }
    ov.only(OBJECT_FIELDS);
    for (const [f, fv] of ov.entries())
      out.push({ kind: 'object', line: fv.line, ref: r, field: f as ObjectField, value: fv.js() });
  }
  return out;
}

/** `decision: none | <kind> | {kind: <kind>, player: <player>}` */
function parseDecisionCheck(v: Y, line: number): Check {
  if (v.isNull || (v.isScalar && v.str() === 'none')) return { kind: 'decision', line, decision: null, player: null };
  if (v.isScalar) return { kind: 'decision', line, decision: v.str(), player: null };
  v.only(['kind', 'player']);
  return { kind: 'decision', line, decision: v.get('kind')?.str() ?? null, player: optRef(v.get('player')) };
}

/** `result: none | draw | {winners: [...]}` */
function parseResultCheck(v: Y, line: number): Check {
  if (v.isScalar && (v.str() === 'none' || v.str() === 'draw'))
    return { kind: 'result', line, value: v.str() as 'none' | 'draw' };
  if (v.isNull) return { kind: 'result', line, value: 'none' };
  v.only(['winners', 'winner', 'draw']);
  return {
    kind: 'result',
    line,
    value: v.get('draw')?.bool() ? 'draw' : { winners: (v.get('winners') ?? v.get('winner'))?.list().map(ref) ?? [] },
  };
}

/** `view: { Bianca: { sees: […], hides: […], hands: {Alex: hidden}, hand_count: {Alex: 2}, decision: none, waiting_for: Alex } }`. */
function parseViewChecks(y: Y): { line: number; check: ViewCheck }[] {
  y.only(VIEW_KEYS);
  const out: { line: number; check: ViewCheck }[] = [];
  for (const [k, v] of y.entries()) {
    const line = v.line;
    switch (k) {
      case 'sees':
      case 'hides':
        out.push({ line, check: { kind: k, refs: v.list().map(ref) } });
        break;
      case 'hands':
        for (const [p, hv] of v.entries())
          out.push({
            line: hv.line,
            check: {
              kind: 'hand',
              player: { text: p, line: hv.line },
              list: hv.isScalar && hv.str() === 'hidden' ? 'hidden' : listCheck(hv, false),
            },
          });
        break;
      case 'hand_count':
      case 'library_count':
        for (const [p, n] of v.entries())
          out.push({
            line: n.line,
            check: { kind: 'count', player: { text: p, line: n.line }, field: k, value: n.int(0) },
          });
        break;
      case 'decision':
        out.push({ line, check: { kind: 'decision', decision: v.isNull || v.str() === 'none' ? null : v.str() } });
        break;
      default:
        out.push({ line, check: { kind: 'waitingFor', player: v.isNull || v.str() === 'none' ? null : ref(v) } });
    }
  }
  return out;
}

/** A list check: a list (exact), or {contains: [...], excludes: [...]} ("3 x Forest" allowed). */
function listCheck(y: Y, ordered: boolean): ListCheck {
  const names = (z: Y | undefined): string[] =>
    (z?.list() ?? []).flatMap((i) => {
      const { n, card } = multiplier(i.str());
      return Array.from({ length: n }, () => card);
    });
  if (y.isMap) {
    y.only(['contains', 'excludes', 'exactly', 'in_order']);
    const exact = y.get('exactly') ?? y.get('in_order');
    return {
      exact: exact ? names(exact) : null,
      contains: names(y.get('contains')),
      excludes: names(y.get('excludes')),
      ordered: !!y.get('in_order') || (ordered && !!y.get('exactly')),
    };
  }
  if (y.isScalar && y.str() === 'none') return { exact: [], contains: [], excludes: [], ordered };
  return { exact: names(y), contains: [], excludes: [], ordered };
}
