/** 608: resolving the top object of a stack. */
import { ascendAsSpellResolves } from '../players/city-blessing.js';
import type { AbilityNode, Effect, SpellAbility, StaticEffect, TargetSpec } from '../cards/ability-tree.js';
import { perform } from '../effects/perform.js';
import { log } from '../log/write.js';
import { chars, touch, touchOffBattlefield } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import { effectsTask, type EffectContext } from '../state/tasks.js';
import type {
  AlternativeKeyword,
  GameObject,
  GameState,
  ObjectId,
  PlayerId,
  StackInfo,
  TargetRef,
} from '../state/types.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { auraTarget, spellAbility } from './abilities.js';
import { spellTargetSpecs } from './cast.js';
import { overloaded } from './overload.js';
import { stillLegal } from './targets.js';
import { bindXTargets } from '../effects/x-filters.js';
import { checkCondition } from '../objects/conditions.js';
import { reboundExile, suspendedHaste } from '../effects/spell-keywords.js';
import { exileResolvedAdventure } from './alternate-faces.js';
import { ENCODE, hasCipher } from './cipher.js';
import { isSplitPermanent } from '../objects/faces.js';
import { hasDisguise } from './face-down.js';
import { warpedPermanent } from './warp.js';
import { ownObject, removeObject } from '../objects/copy-on-write.js';

/** 603.4: the ability's intervening "if" clause (if any) is true — read with its triggering object ("that spell"). */
function interveningIfHolds(state: GameState, controller: PlayerId, info: StackInfo): boolean {
  const refs = { targets: [], triggerObject: info.triggerObject, x: info.x };
  const c = info.interveningIf;
  return !c || checkCondition(state, c, controller, chars, info.source, info.triggerPlayer, refs);
}

/** Pushes the tasks that resolve the top object of turn `turnIndex`'s stack. */
export function resolveTop(state: GameState, turnIndex: number): void {
  const t = state.turns[turnIndex]!;
  const id = t.stack[t.stack.length - 1];
  if (id === undefined) return;
  const o = state.objects[id]!;
  const info = o.stack!;
  const isAbility = o.kind === 'ability';
  const specs: readonly TargetSpec[] = bindXTargets(
    isAbility ? (info.abilityTargets ?? []) : (spellTargetSpecs(state, id, info.modes) ?? []),
    info.x,
  ); // 107.3a

  // 608.2b: check each target; if every target is now illegal, the object doesn't resolve.
  const { legalTargets, total, legal } = checkTargets(state, o, specs);
  // 603.4: an intervening-if clause is checked again; if false, the ability does nothing.
  if (isAbility && !interveningIfHolds(state, o.controller, info)) {
    log(state, 'resolve', `${objName(state, id)} does nothing: its "if" condition is no longer true`, ['603.4']);
    state.tasks.push({ kind: 'finishSpell', object: id });
    return;
  }
  if (total > 0 && legal === 0 && !isAbility && o.bestowed) {
    // 702.103e: a bestowed Aura spell whose target is illegal stops being bestowed and resolves as a creature spell
    // (an exception to 608.2b / 608.3a).
    log(
      state,
      'resolve',
      `${objName(state, id)}'s target is illegal: it stops being bestowed and resolves as an enchantment creature`,
      ['702.103e', '608.3'],
    );
    enterFromStack(state, id, undefined, undefined);
    return;
  }
  // 702.140b–c: a mutating creature spell merges with its legal target (its controller chooses on top or under);
  // with an illegal target it is an ordinary creature spell again and enters the battlefield.
  if (!isAbility && info.alternative === 'mutate') {
    const onto = legalTargets[0]?.[0];
    if (onto?.kind === 'object') state.tasks.push({ kind: 'mutate', object: id, onto: onto.id, answer: null });
    else {
      log(state, 'resolve', `${objName(state, id)}'s target is illegal: it resolves as a creature spell`, [
        '702.140b',
        '608.3',
      ]);
      enterFromStack(state, id, undefined, undefined);
    }
    return;
  }
  if (total > 0 && legal === 0) {
    log(state, 'fizzle', `${objName(state, id)} doesn't resolve: all its targets are illegal`, ['608.2b']);
    removeFromStack(state, id, 'fizzle');
    return;
  }
  log(state, 'resolve', `${objName(state, id)} resolves`, ['608.1', '608.2']);

  const ctx: EffectContext = {
    controller: o.controller,
    source: isAbility ? info.source : id,
    sourceName: info.sourceName,
    targets: legalTargets,
    x: info.x,
    triggerObject: info.triggerObject,
    triggerPlayer: info.triggerPlayer,
    turnIndex,
    created: [...(info.created ?? [])],
    ...(isAbility && info.sourceTransforms !== undefined ? { sourceTransforms: info.sourceTransforms } : {}),
    ...(info.triggerAmount !== undefined ? { triggerAmount: info.triggerAmount } : {}),
    ...(info.triggerObjects ? { triggerObjects: info.triggerObjects } : {}),
    ...(info.triggerLki ? { triggerLki: info.triggerLki } : {}),
    ...(info.sacrificed ? { sacrificed: info.sacrificed } : {}),
    ...(info.exiledSelf !== undefined ? { exiledSelf: info.exiledSelf } : {}),
    ...(info.returnedAttacking ? { returnedAttacking: info.returnedAttacking } : {}),
    ...(info.division ? { division: info.division } : {}),
  };
  if (isAbility) {
    state.tasks.push({ kind: 'finishSpell', object: id });
    state.tasks.push(effectsTask(ctx, info.abilityEffects ?? []));
    return;
  }
  const c = chars(state, id);
  if (c.types.includes('Instant') || c.types.includes('Sorcery')) {
    ascendAsSpellResolves(state, id, o.controller); // 702.131a: ascend is followed first, as printed first
    resolveInstantOrSorcery(state, id, info, ctx, legalTargets);
    return;
  }
  // 614.12 / 707.9: an "as enters" copy choice is made before the permanent enters.
  if (entersAsCopy(state, id)) {
    state.tasks.push({ kind: 'enterAsCopy', object: id, turnIndex, answer: null });
    return;
  }
  enterFromStack(state, id, legalTargets[0]?.[0], undefined);
}

/** 608.2b: which of each target group's targets are still legal, and how many there were. */
function checkTargets(
  state: GameState,
  o: GameObject,
  specs: readonly TargetSpec[],
): { legalTargets: TargetRef[][]; total: number; legal: number } {
  const id = o.id;
  const info = o.stack!;
  const isAbility = o.kind === 'ability';
  const legalTargets: TargetRef[][] = [];
  let total = 0;
  let legal = 0;
  info.targets.forEach((group, i) => {
    const spec = specs[i];
    const kept: TargetRef[] = [];
    for (const tr of group) {
      total++;
      if (
        spec &&
        stillLegal(state, spec, tr, o.controller, isAbility ? info.source : id, isAbility ? 'ability' : 'spell')
      ) {
        kept.push(tr);
        legal++;
      }
    }
    legalTargets.push(kept);
  });
  return { legalTargets, total, legal };
}

/** 608.2c–d: an instant or sorcery follows its instructions (its chosen modes, 700.2; spliced text, 702.47b). */
function resolveInstantOrSorcery(
  state: GameState,
  id: ObjectId,
  info: NonNullable<GameObject['stack']>,
  ctx: EffectContext,
  legalTargets: TargetRef[][],
): void {
  const sa = info.alternative === 'overload' ? overloaded(state, id, spellAbility(state, id)) : spellAbility(state, id); // 702.96a
  state.tasks.push({ kind: 'finishSpell', object: id });
  // 702.99a: cipher's encoding follows the spell's other instructions, before it would go to the graveyard (608.2n).
  if (hasCipher(state, id)) state.tasks.push(effectsTask(ctx, [ENCODE]));
  if (info.added?.length) {
    // 702.47b: spliced text is followed after the spell's own text, each part with its own slice of the targets
    // (numbered from 0 within the part); the spell is their source.
    const own = sa?.modes
      ? info.modes.flatMap((m) => sa.modes!.modes[m]?.targets ?? []).length
      : (sa?.targets.length ?? 0);
    const parts = [
      {
        effects: sa?.modes ? info.modes.flatMap((m) => sa.modes!.modes[m]?.effects ?? []) : [...(sa?.effects ?? [])],
        targets: legalTargets.slice(0, own),
        created: ctx.created,
      },
    ];
    let at = own;
    for (const t of info.added) {
      parts.push({ effects: [...t.effects], targets: legalTargets.slice(at, at + t.targets.length), created: [] });
      at += t.targets.length;
    }
    if (sa?.modes && info.modes.length > 1)
      return resolveSlices(state, ctx, [...modeSlices(sa.modes, info.modes, parts[0]!.targets), ...parts.slice(1)]);
    return resolveSlices(state, ctx, parts);
  }
  if (sa?.modes && info.modes.length > 1) {
    // 700.2 / 608.2c: several chosen modes are followed in printed order; each mode's effects refer to its own
    // targets (a mode numbers its targets from 0), so each gets its slice of the spell's target groups.
    const slices: { effects: typeof sa.effects; targets: TargetRef[][] }[] = [];
    let at = 0;
    for (const m of info.modes) {
      const mode = sa.modes.modes[m];
      const n = mode?.targets.length ?? 0;
      slices.push({ effects: mode?.effects ?? [], targets: legalTargets.slice(at, at + n) });
      at += n;
    }
    for (const sl of slices.reverse())
      state.tasks.push(effectsTask({ ...ctx, targets: sl.targets, created: [] }, sl.effects));
    return;
  }
  const effects = sa?.modes ? info.modes.flatMap((m) => sa.modes!.modes[m]?.effects ?? []) : [...(sa?.effects ?? [])];
  state.tasks.push(effectsTask(ctx, effects));
}

/** 700.2 / 608.2c: several chosen modes, each with its slice of the targets (a mode numbers its targets from 0). */
function modeSlices(
  modes: NonNullable<SpellAbility['modes']>,
  chosen: readonly number[],
  targets: TargetRef[][],
): { effects: Effect[]; targets: TargetRef[][]; created: ObjectId[] }[] {
  const out: { effects: Effect[]; targets: TargetRef[][]; created: ObjectId[] }[] = [];
  let at = 0;
  for (const m of chosen) {
    const mode = modes.modes[m];
    const n = mode?.targets.length ?? 0;
    out.push({ effects: [...(mode?.effects ?? [])], targets: targets.slice(at, at + n), created: [] });
    at += n;
  }
  return out;
}

/** Pushes the effects of each part, to be followed in order. */
function resolveSlices(
  state: GameState,
  ctx: EffectContext,
  slices: readonly { effects: readonly Effect[]; targets: TargetRef[][]; created: readonly ObjectId[] }[],
): void {
  for (const sl of [...slices].reverse())
    state.tasks.push(effectsTask({ ...ctx, targets: sl.targets, created: [...sl.created] }, sl.effects));
}

/** The "enter as a copy" ability of a permanent spell, if it has one. */
export function entersAsCopy(state: GameState, id: ObjectId): Extract<StaticEffect, { kind: 'entersAsCopy' }> | null {
  for (const a of chars(state, id).abilities)
    if (a.kind === 'static' && a.effect.kind === 'entersAsCopy') return a.effect;
  return null;
}

/** 608.3: a permanent spell becomes a permanent under its controller's control. */
export function enterFromStack(
  state: GameState,
  id: ObjectId,
  auraTargetRef: TargetRef | undefined,
  copyOf: string | undefined,
  tapped = false,
): void {
  const o = state.objects[id]!;
  const aura = auraTarget(state, id);
  const faceDown = o.faceDown;
  // 702.103b/e: it stays a bestowed Aura as it becomes a permanent only if it has a legal target to enter attached to.
  const bestowed = !!o.bestowed && auraTargetRef?.kind === 'object' && !!state.objects[auraTargetRef.id];
  const r = perform(
    state,
    {
      kind: 'move',
      object: id,
      to: 'battlefield',
      cause: 'resolve',
      controller: o.controller,
      ...(copyOf !== undefined ? { copyOf } : {}),
      ...(tapped ? { tapped } : {}),
      ...(o.stack?.castFrom && !o.stack.isCopy ? { castFrom: o.stack.castFrom } : {}),
      ...(o.stack?.kicked ? { kicked: o.stack.kicked } : {}), // 702.33d, 707.10: a copy of a kicked spell is kicked
      ...(o.stack?.spent && !o.stack.isCopy ? { spent: o.stack.spent } : {}), // 400.7d
      ...(o.stack?.x ? { castX: o.stack.x } : {}), // 107.3m (707.10: a copy of the spell has its X)
      ...(faceDown ? { faceDown: true } : {}),
      ...(bestowed ? { bestowed } : {}),
      ...(o.altFace && state.cards[o.defKey]?.modalBack ? { altFace: true } : {}), // 712.8: back face up
      // 709.5d: a Room spell enters with the door that was cast unlocked.
      ...(o.castHalf !== undefined && isSplitPermanent(state.cards[o.defKey]) ? { unlockedDoor: o.castHalf } : {}),
    },
    copyOf !== undefined ? ['608.3', '707.9'] : faceDown ? ['608.3', '708.4'] : ['608.3'],
  );
  // 702.37c / 702.168a: a face-down spell cast with disguise is a 2/2 with ward {2} as a permanent too.
  if (r.id !== null && faceDown && hasDisguise(state, r.id)) {
    ownObject(state, r.id).faceDownKind = 'disguise';
    touch(state); // its face-down characteristics now include ward {2}
  } else if (r.id !== null && faceDown) ownObject(state, r.id).faceDownKind = 'morph';
  if (r.id !== null && o.stack?.alternative) enteredForAlternativeCost(state, r.id, o.stack.alternative, o.controller);
  if (r.id !== null && o.stack?.suspended) suspendedHaste(state, r.id, o.controller); // 702.62a
  if (r.id !== null && aura && (bestowed || !o.bestowed)) {
    const target = auraTargetRef;
    if (target?.kind === 'object' && state.objects[target.id]) {
      ownObject(state, r.id).attachedTo = target.id; // 303.4f
      touch(state);
      log(state, 'attach', `${objName(state, r.id)} enters attached to ${objName(state, target.id)}`, ['303.4f']);
    }
  }
}

/** 608.2n: an instant or sorcery goes to its owner's graveyard; an ability ceases to exist. */
export function finishResolution(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || o.zone !== 'stack') return;
  removeFromStack(state, id, 'resolve');
}

function removeFromStack(state: GameState, id: ObjectId, cause: 'resolve' | 'fizzle'): void {
  const o = state.objects[id]!;
  if (o.kind === 'ability' || o.stack?.isCopy) {
    const t = state.turns[o.stack?.stackOf ?? 0]!;
    t.stack.splice(t.stack.indexOf(id), 1);
    removeObject(state, id);
    touchOffBattlefield(state, []); // (the battlefield is as it was; only the stack changed: kept-actions.ts keys it)
    return;
  }
  if (cause === 'resolve' && reboundExile(state, id)) return; // 702.88a
  if (cause === 'resolve' && exileResolvedAdventure(state, id)) return; // 715.3d
  // 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves (not when it fizzles, 608.2b).
  if (cause === 'resolve' && o.stack?.buyback) {
    perform(state, { kind: 'move', object: id, to: 'hand', cause }, ['608.2n', '702.27a']);
    return;
  }
  perform(state, { kind: 'move', object: id, to: 'graveyard', cause }, [cause === 'fizzle' ? '608.2b' : '608.2n']);
}

/** 702.152a: "When this creature dies, draw a card." — the ability a blitzed permanent has. */
const BLITZ_DRAW: AbilityNode = {
  kind: 'triggered',
  trigger: { kind: 'leavesBattlefield', what: { kind: 'self' }, toGraveyard: true },
  targets: [],
  effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
  text: 'When this creature dies, draw a card. (blitz, 702.152a)',
};

/**
 * 702.152a blitz: "As long as this permanent's blitz cost was paid, it has haste and 'When this creature dies, draw a
 * card.'" (haste is added by the caller) and "If this spell's blitz cost was paid, sacrifice the permanent this spell
 * becomes at the beginning of the next end step."
 */
function blitzed(state: GameState, id: ObjectId, controller: PlayerId): void {
  const name = chars(state, id).name;
  addContinuousEffect(state, {
    controller,
    source: id,
    duration: 'permanent',
    affected: [id],
    modification: { kind: 'layered', mods: [{ kind: 'addAbilities', abilities: [BLITZ_DRAW] }] },
  });
  atNextEndStep(
    state,
    id,
    controller,
    { kind: 'sacrificeObject', what: { kind: 'triggeringObject' } },
    'Blitz (702.152a): sacrifice it',
  );
  log(
    state,
    'blitz',
    `${name} was blitzed: it has haste and "When this creature dies, draw a card." and is sacrificed at the beginning of the next end step`,
    ['702.152a', '603.7'],
  );
}

/** 603.7: a delayed trigger of `id` "at the beginning of the next end step" doing `effect` to it. */
function atNextEndStep(state: GameState, id: ObjectId, controller: PlayerId, effect: Effect, text: string): void {
  (state.delayedTriggers ??= []).push({
    controller,
    source: id,
    defKey: state.objects[id]!.defKey,
    sourceName: chars(state, id).name,
    step: 'end',
    effects: [effect],
    text,
    triggerObject: id,
  });
}

/**
 * 702.74a evoke: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
 * 702.109a dash: "As long as this permanent's dash cost was paid, it has haste" and "return the permanent
 * this spell becomes to its owner's hand at the beginning of the next end step".
 */
function enteredForAlternativeCost(
  state: GameState,
  id: ObjectId,
  alternative: AlternativeKeyword,
  controller: PlayerId,
): void {
  if (alternative === 'awaken') return; // an instant or sorcery: its added text did its work (stack/awaken.ts)
  if (alternative === 'bestow') return; // 702.103: nothing more than the bestowed status (set as it moved)
  if (alternative === 'mutate') return; // 702.140b: it entered as an ordinary creature
  if (alternative === 'warp') return warpedPermanent(state, id, controller); // 702.185a
  const o = state.objects[id]!;
  const name = chars(state, id).name;
  if (alternative === 'evoke') {
    state.pendingTriggers.push({
      controller,
      source: id,
      defKey: o.defKey,
      sourceName: name,
      targets: [],
      effects: [{ kind: 'sacrificeObject', what: { kind: 'self' } }],
      optional: false,
      text: 'Evoke (702.74a): its controller sacrifices it',
      triggerObject: id,
      triggerPlayer: null,
    });
    return;
  }
  addContinuousEffect(state, {
    controller,
    source: id,
    duration: 'permanent',
    affected: [id],
    modification: { kind: 'keywords', keywords: ['haste'] },
  });
  if (alternative === 'blitz') {
    blitzed(state, id, controller);
    return;
  }
  atNextEndStep(
    state,
    id,
    controller,
    { kind: 'returnToHand', what: { kind: 'triggeringObject' } },
    "Dash (702.109a): return it to its owner's hand",
  );
  log(
    state,
    'dash',
    `${name} was dashed: it has haste and returns to its owner's hand at the beginning of the next end step`,
    ['702.109a', '603.7'],
  );
}
