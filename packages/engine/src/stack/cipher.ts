/**
 * 702.99 cipher. "Cipher" means "If this spell is represented by a card, you may exile this card encoded on a creature
 * you control" and "For as long as this card is encoded on that creature, that creature has 'Whenever this creature
 * deals combat damage to a player, you may copy the encoded card and you may cast the copy without paying its mana
 * cost.'" (702.99a). The encoding is the last step of the spell's resolution (stack/resolve.ts); the granted ability is
 * a continuous effect that lasts while the card remains exiled and the creature remains on the battlefield (702.99c).
 */
import type { AbilityNode, Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from '../effects/perform.js';
import { takeAnswer, type EffectsTask } from '../effects/verb.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The effect a spell with cipher follows last as it resolves (stack/resolve.ts). */
export const ENCODE: Effect = { kind: 'spellKeyword', keyword: 'encode' };

/** Whether the resolving spell `id` has cipher (its encoding step follows its other instructions). */
export function hasCipher(state: GameState, id: ObjectId): boolean {
  return chars(state, id).keywords.has('cipher');
}

/**
 * 702.99a: the resolving spell's controller may exile it encoded on a creature they control. Only a spell represented
 * by a card can be (a copy can't), and only a creature can be chosen.
 */
export function encodeEffect(state: GameState, task: EffectsTask): 'done' | PendingDecision {
  const id = task.ctx.source;
  const o = id === null ? undefined : state.objects[id];
  if (id === null || !o || o.zone !== 'stack' || o.cardId === null || o.stack?.isCopy) return 'done';
  const you = task.ctx.controller;
  const creatures = state.battlefield.filter((x) => {
    const c = chars(state, x);
    return c.controller === you && c.types.includes('Creature');
  });
  if (creatures.length === 0) return 'done';
  const name = objName(state, id);
  const a = takeAnswer(task, 'chooseObjects');
  if (!a)
    return {
      kind: 'chooseObjects',
      player: you,
      prompt: `Cipher: exile ${name} encoded on a creature you control (or choose none)`,
      options: creatures,
      min: 0,
      max: 1,
      purpose: 'other',
    };
  const on = a.objects[0];
  if (on === undefined || !creatures.includes(on)) return 'done';
  const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'resolve' }, ['608.2n', '702.99a']);
  if (r.id === null) return 'done';
  addContinuousEffect(state, {
    controller: you,
    source: r.id,
    duration: 'whileSourceExiled',
    affected: [on],
    modification: { kind: 'layered', mods: [{ kind: 'addAbilities', abilities: [cipherTrigger(r.id, name)] }] },
  });
  log(state, 'encode', `${playerName(state, you)} encodes ${name} on ${objName(state, on)}`, ['702.99a', '702.99b']);
  return 'done';
}

/** 702.99a: the ability the creature has while `card` is encoded on it. */
function cipherTrigger(card: ObjectId, name: string): AbilityNode {
  const cast: Effect = {
    kind: 'spellKeyword',
    keyword: 'castCard',
    card,
    mana: null,
    rule: '702.99a',
    otherwise: 'stay',
    copy: true,
  };
  return {
    kind: 'triggered',
    trigger: { kind: 'dealsCombatDamageToPlayer', what: { kind: 'self' } },
    targets: [],
    effects: [cast],
    text: `Whenever this creature deals combat damage to a player, its controller may cast a copy of the encoded card (${name.replace(/#\d+$/, '')}) without paying its mana cost. (cipher, 702.99a)`,
  };
}
