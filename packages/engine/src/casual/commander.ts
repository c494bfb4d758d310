/**
 * 903: the Commander variant (and its Brawl option, 903.12). An option over a two-player game or any
 * multiplayer variant the rules allow (903.2; `GameOptions.commander`).
 *
 * - 903.3: being a commander is an attribute of the physical card (`GameObject.cardId`), so it survives
 *   zone changes, face-down status and copy effects on it; a copy of a commander is another card.
 * - 903.6: commanders start face up in the command zone; 903.7 / 903.12f: starting life (game/create.ts).
 * - 903.8: the owner may cast it from the command zone (a cast permission, stack/play-permissions.ts) for
 *   {2} more per earlier cast from there (the commander tax, per commander and caster).
 * - 903.9a: a commander put into a graveyard or exile since the last state-based action check may be put
 *   into the command zone by its owner (a state-based action: a yes/no decision for the owner).
 * - 903.3b / 903.9c: a melded permanent is a commander if one of its cards is; leaving the battlefield, only the
 *   commander card goes to the command zone (events/replacement.ts, `componentZones`).
 * - 903.9b: a commander that would be put into its owner's hand or library may be put into the command
 *   zone instead (a replacement effect; the owner's choice travels on the move event).
 * - 903.10a / 704.6c: 21 combat damage from the same commander (903.12h: not in Brawl).
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { representingCards } from '../state/access.js';
import { objName, playerName } from '../state/access.js';
import type { CommanderCard, GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';

export type { CommanderCard, CommanderState } from '../state/types.js';
import { colorIdentityOf, withoutReminderText } from './color-identity.js';
import { COLOR_NAMES, type Color } from '../cards/mana-symbols.js';

/** A player's commanders as the setup names them (903.3; 702.124: two with partner). */
export interface CommanderSetupError {
  readonly message: string;
  readonly rule: string;
}

/**
 * 903.3 / 903.4a: the designation of a card as `owner`'s commander, its colour identity fixed now; 903.4b: a colour
 * chosen before the game for it is part of its identity.
 */
export function designation(
  state: GameState,
  cardId: number,
  owner: PlayerId,
  name: string,
  chosen?: Color,
): CommanderCard {
  const def = state.cards[name];
  const own = def ? colorIdentityOf(def) : [];
  if (!chosen) return { cardId, owner, name, identity: own };
  const identity = (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => c === chosen || own.includes(c));
  return { cardId, owner, name, identity, chosenColor: chosen };
}

/** 903.4b: does this commander's static ability have its owner choose its colour before the game begins? */
export function choosesColorBeforeGame(def: CardDefinition): boolean {
  return /choose a colou?r before the game begins/i.test(withoutReminderText(def.oracleText));
}

/**
 * 903.4b: a colour given for the commanders (`PlayerSetup.commanderColor`) must be one of the five colours, given
 * exactly when one of them asks for it. Returns the rule broken, or null.
 */
export function checkCommanderColor(
  defs: readonly CardDefinition[],
  color: unknown,
  who: string,
): CommanderSetupError | null {
  const asking = defs.filter(choosesColorBeforeGame).map((d) => d.name);
  if (color === undefined)
    return asking.length === 0
      ? null
      : { message: `${who}: ${asking.join(' and ')} needs a colour chosen before the game begins`, rule: '903.4b' };
  if (typeof color !== 'string' || !['W', 'U', 'B', 'R', 'G'].includes(color))
    return {
      message: `${who}: the chosen colour must be W, U, B, R or G (got ${JSON.stringify(color)})`,
      rule: '903.4b',
    };
  if (asking.length === 0)
    return { message: `${who}: no commander of theirs has a colour chosen before the game begins`, rule: '903.4b' };
  return null;
}

/** 903.3: the commander designation of the object's card, if it has one. */
export function commanderCard(state: GameState, id: ObjectId): CommanderCard | null {
  const o = state.objects[id];
  const cs = state.commander;
  if (!cs || !o || o.kind === 'ability' || o.kind === 'emblem') return null;
  // 903.3b / 903.3c: a melded or merged permanent is a commander if a card representing it is one.
  const cards = representingCards(o);
  return cs.cards.find((c) => cards.includes(c.cardId)) ?? null;
}

/** 903.3: the object is a commander (a card designated one; copies and tokens never are). */
export function isCommander(state: GameState, id: ObjectId): boolean {
  return commanderCard(state, id) !== null;
}

/** 903.3d: the objects that are `player`'s commanders, wherever they are. */
export function commandersOf(state: GameState, player: PlayerId): ObjectId[] {
  const cs = state.commander;
  if (!cs) return [];
  const ids = new Set(cs.cards.filter((c) => c.owner === player).map((c) => c.cardId));
  return Object.values(state.objects)
    .filter((o) => o.kind !== 'ability' && o.kind !== 'emblem' && representingCards(o).some((c) => ids.has(c)))
    .map((o) => o.id);
}

/** 903.4 / 903.4a: the colour identity of the card an object represents (from the card, wherever it is). */
export function colorIdentity(state: GameState, id: ObjectId): Color[] {
  const o = state.objects[id];
  const def = o ? state.cards[o.defKey] : undefined;
  return def ? colorIdentityOf(def) : [];
}

/**
 * 903.4 / 903.4a / 903.4f: the combined colour identity of `player`'s commanders, as established before the game;
 * null (undefined) without a commander.
 */
export function commanderIdentity(state: GameState, player: PlayerId): Color[] | null {
  const cs = state.commander;
  const mine = cs?.cards.filter((c) => c.owner === player) ?? [];
  if (mine.length === 0) return null;
  const seen = new Set<Color>();
  for (const c of mine) for (const x of c.identity) seen.add(x);
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => seen.has(c));
}

/** 903.3 / 903.3a / 903.12c: may this card be a commander? Returns the rule broken, or null. */
export function commanderEligibility(def: CardDefinition, brawl: boolean): CommanderSetupError | null {
  const legendary = def.supertypes.includes('Legendary');
  if (legendary && def.types.includes('Creature')) return null;
  if (brawl && legendary && def.types.includes('Planeswalker')) return null;
  if (/can be your commander/i.test(withoutReminderText(def.oracleText))) return null; // 903.3a
  return brawl
    ? { message: `${def.name} is not a legendary creature or planeswalker`, rule: '903.12c' }
    : { message: `${def.name} is not a legendary creature`, rule: '903.3' };
}

/**
 * 702.124: the partner keyword line of a definition ("Partner", "Partner with X", "Friends forever", 702.124k "Choose a
 * Background").
 */
function partnerOf(
  def: CardDefinition,
): { kind: 'any' | 'friends' | 'background' } | { kind: 'with'; name: string } | null {
  for (const raw of withoutReminderText(def.oracleText).split('\n')) {
    const t = raw.trim();
    const w = /^Partner with (.+?)\s*$/i.exec(t);
    if (w) return { kind: 'with', name: w[1]! };
    if (/^Partner\s*$/i.test(t)) return { kind: 'any' };
    if (/^Friends forever\s*$/i.test(t)) return { kind: 'friends' };
    if (/^Choose a Background\s*$/i.test(t)) return { kind: 'background' };
  }
  return null;
}

/** 702.124k: a legendary Background enchantment card. */
function isBackground(def: CardDefinition): boolean {
  return (
    def.supertypes.includes('Legendary') && def.types.includes('Enchantment') && def.subtypes.includes('Background')
  );
}

/**
 * 702.124k: of two commanders, the legendary Background enchantment card the other's "Choose a Background" allows (it
 * is a commander without being a creature), or null.
 */
function backgroundOf(a: CardDefinition, b: CardDefinition): CardDefinition | null {
  if (partnerOf(a)?.kind === 'background' && isBackground(b) && a.name !== b.name) return b;
  if (partnerOf(b)?.kind === 'background' && isBackground(a) && a.name !== b.name) return a;
  return null;
}

/** 702.124c / 702.124i / 702.124j: two partners of the same kind, or two that partner with each other. */
function partnersTogether(a: CardDefinition, b: CardDefinition): boolean {
  const pa = partnerOf(a);
  const pb = partnerOf(b);
  if (!pa || !pb || a.name === b.name || pa.kind === 'background' || pb.kind === 'background') return false;
  return pa.kind === 'with' || pb.kind === 'with'
    ? pa.kind === 'with' && pb.kind === 'with' && pa.name === b.name && pb.name === a.name
    : pa.kind === pb.kind;
}

/** 903.3 / 702.124: one commander, or two that can partner. Returns the violated rule, or null. */
export function checkCommanders(
  defs: readonly CardDefinition[],
  brawl: boolean,
  who: string,
): CommanderSetupError | null {
  if (defs.length === 0) return { message: `${who} has no commander`, rule: '903.3' };
  if (defs.length > 2)
    return { message: `${who} has ${defs.length} commanders; at most two, both with partner`, rule: '702.124a' };
  const background = defs.length === 2 ? backgroundOf(defs[0]!, defs[1]!) : null;
  for (const d of defs) {
    if (d === background) continue; // 702.124k: a commander by its partner's "Choose a Background"
    const e = commanderEligibility(d, brawl);
    if (e) return { message: `${who}: ${e.message}`, rule: e.rule };
  }
  if (defs.length === 2 && !background && !partnersTogether(defs[0]!, defs[1]!))
    return {
      message: `${who}: ${defs[0]!.name} and ${defs[1]!.name} can't both be commanders (both need partner, or one "Choose a Background" and the other a Background)`,
      rule: '702.124a',
    };
  return null;
}

/**
 * 903.1: a Commander game's bookkeeping, and 903.9a / 903.9b as data the core applies to every move
 * (`GameState.cardZoneRules`, events/card-zone-rules.ts): a commander that would be put into a hand or library goes to
 * the command zone instead, if its owner chooses (614.1a); one put into a graveyard or exile is noted for the next
 * state-based action check (`commanderZoneChoices`).
 */
export function setUpCommander(state: GameState, brawl: boolean): void {
  state.commander = { kind: brawl ? 'brawl' : 'commander', cards: [], casts: {}, damage: {} };
  state.cardZoneRules = {
    cards: [],
    replace: {
      into: ['hand', 'library'],
      instead: 'command',
      rules: ['903.9b', '614.1a'],
      componentRules: ['903.9b', '903.9c', '614.1a'],
    },
    note: ['graveyard', 'exile'],
    arrived: [],
  };
}

/** 903.3: designates a card a commander: the Commander state lists it, and so do the rules for its moves (903.9). */
export function designate(state: GameState, commander: CommanderCard): void {
  state.commander!.cards.push(commander);
  state.cardZoneRules!.cards.push(commander.cardId);
}

/** 903.6: registers the commanders and puts them face up into the command zone. */
export function registerCommander(
  state: GameState,
  player: PlayerId,
  name: string,
  cardId: number,
  objectId: ObjectId,
  chosen?: Color,
): void {
  designate(state, designation(state, cardId, player, name, chosen));
  log(
    state,
    'setup',
    `${playerName(state, player)} puts their commander ${name} face up into the command zone${chosen ? ` and reveals the colour chosen for it: ${COLOR_NAMES[chosen]}` : ''}`,
    chosen ? ['903.6', '903.4b'] : ['903.6'],
    { player, object: objectId },
  );
}

const key = (cardId: number, player: PlayerId): string => `${cardId}:${player}`;

/** 903.8: how many times `player` has cast this commander from the command zone this game. */
export function commanderCasts(state: GameState, id: ObjectId, player: PlayerId): number {
  const c = commanderCard(state, id);
  return c && state.commander ? (state.commander.casts[key(c.cardId, player)] ?? 0) : 0;
}

/** 903.8: the commander tax as mana text ({2} per earlier cast from the command zone), or '' for none. */
export function commanderTax(state: GameState, id: ObjectId, player: PlayerId): string {
  const o = state.objects[id];
  if (!o || o.zone !== 'command' || !isCommander(state, id)) return '';
  const n = commanderCasts(state, id, player);
  return n > 0 ? `{${2 * n}}` : '';
}

/** 903.8: records a cast from the command zone (after the spell is cast). */
export function noteCommanderCast(state: GameState, spell: ObjectId, player: PlayerId, from: string): void {
  const c = commanderCard(state, spell);
  if (!c || from !== 'command' || !state.commander) return;
  const k = key(c.cardId, player);
  state.commander.casts[k] = (state.commander.casts[k] ?? 0) + 1;
  log(
    state,
    'commander',
    `${playerName(state, player)} has cast ${c.name} from the command zone ${state.commander.casts[k]} time(s): the commander tax is now {${2 * state.commander.casts[k]!}}`,
    ['903.8'],
  );
}

/** 903.8: the owner's permission to cast a commander from the command zone (a rule, so it never expires). */
export function commandZonePermission(state: GameState, player: PlayerId, card: ObjectId): PlayPermission | null {
  const o = state.objects[card];
  if (!o || o.zone !== 'command' || o.owner !== player || o.faceDown || !isCommander(state, card)) return null;
  return { object: card, player, zone: 'command', until: 'whileExiled', turn: 0, castOnly: true };
}

/** 903.8: commanders `player` may cast from the command zone now (for the legal-action list). */
export function commandZoneCards(state: GameState, player: PlayerId): ObjectId[] {
  if (!state.commander) return [];
  return state.command.filter((id) => commandZonePermission(state, player, id) !== null);
}

/** 903.10a: records combat damage a commander deals to a player. */
export function noteCommanderDamage(state: GameState, source: ObjectId, player: PlayerId, amount: number): void {
  const c = commanderCard(state, source);
  if (!c || amount <= 0 || !state.commander) return;
  const k = key(c.cardId, player);
  state.commander.damage[k] = (state.commander.damage[k] ?? 0) + amount;
}

/** 903.10a: combat damage `player` has been dealt by each commander (by card id). */
export function commanderDamageTo(
  state: GameState,
  player: PlayerId,
): { cardId: number; name: string; owner: PlayerId; damage: number }[] {
  const cs = state.commander;
  if (!cs) return [];
  return cs.cards
    .map((c) => ({ cardId: c.cardId, name: c.name, owner: c.owner, damage: cs.damage[key(c.cardId, player)] ?? 0 }))
    .filter((x) => x.damage > 0);
}

/** 704.6c / 903.10a: players dealt 21 or more combat damage by the same commander (903.12h: never in Brawl). */
export function commanderDamageLosers(state: GameState): { p: PlayerId; why: string; rule: string }[] {
  const cs = state.commander;
  const limit = state.options.commanderDamage ?? 21;
  if (!cs || cs.kind === 'brawl' || limit <= 0) return [];
  const out: { p: PlayerId; why: string; rule: string }[] = [];
  for (const p of state.players) {
    if (p.left) continue;
    const worst = commanderDamageTo(state, p.id).find((d) => d.damage >= limit);
    if (worst)
      out.push({ p: p.id, why: `${worst.damage} combat damage from the commander ${worst.name}`, rule: '704.6c' });
  }
  return out;
}

/** 903.9a: the commanders whose owners may now put them into the command zone (as state-based actions are checked). */
export function commanderZoneChoices(state: GameState): { object: ObjectId; owner: PlayerId }[] {
  const noted = state.cardZoneRules;
  if (!state.commander || !noted || noted.arrived.length === 0) return [];
  const out = noted.arrived
    .filter((id) => {
      const o = state.objects[id];
      return !!o && (o.zone === 'graveyard' || o.zone === 'exile') && !state.players[o.owner]!.left;
    })
    .map((id) => ({ object: id, owner: state.objects[id]!.owner }));
  noted.arrived = [];
  return out;
}

/** The 903.9a / 903.9b question for the owner. */
export function commanderZonePrompt(state: GameState, id: ObjectId, where: string, rule: '903.9a' | '903.9b'): string {
  const name = objName(state, id).replace(/#\d+$/, '');
  return rule === '903.9a'
    ? `Your commander ${name} was put into ${where}: put it into the command zone? (903.9a)`
    : `Your commander ${name} would be put into your ${where}: put it into the command zone instead? (903.9b)`;
}

/** 903.9b: a commander that a resolving effect would put into a hand or library: ask its owner (null: no question). */
export function commanderQuestion(
  state: GameState,
  object: ObjectId,
  to: 'hand' | 'library',
): { player: PlayerId; prompt: string } | null {
  if (!state.commander) return null;
  const o = state.objects[object];
  if (!o || o.zone === 'command' || !isCommander(state, object) || state.players[o.owner]!.left) return null;
  return { player: o.owner, prompt: commanderZonePrompt(state, object, to, '903.9b') };
}
