/**
 * The one rules pipeline (README.md invariant 7): an event is proposed, replacement
 * and prevention effects modify it (614/615), it is applied, and triggers are detected
 * (603.2). State-based actions are checked later, whenever a player would receive
 * priority (704.3). Every applied event is logged with the rules it used.
 */
import { miracleTrigger } from '../effects/miracle.js';
import { queueAsEnters } from './as-enters.js';
import { cantGainLife, cantGetPoison, cantLoseLife, changeLife, changePoison } from '../multiplayer/team.js';
import { chars, controllerOf, hasKeyword, rememberLastKnown, touch } from '../objects/characteristics.js';
import { returnExiledUntilLeaves } from '../effects/exile-until.js';
import { endSourceDurations } from '../effects/continuous.js';
import { followSpellToPermanent } from '../effects/prevention.js';
import { log } from '../log/write.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { moveObject, createObject } from '../zones/move.js';
import { shuffleInPlace } from '../rng.js';
import { canFlip, canTransform } from '../objects/faces.js';
import { applyReplacements } from './replacement.js';
import { noteCommanderDamage, noteCommanderMove } from '../casual/commander.js';
import type { GameEvent, MoveCause } from './types.js';

export interface Outcome {
  /** For moves and token creation: the new object's id (null if nothing moved). */
  readonly id: ObjectId | null;
  /** For damage and life: the amount that actually happened. */
  readonly amount: number;
}

const NOTHING: Outcome = { id: null, amount: 0 };

/** Proposes an event and carries it through the pipeline. `rules` cites why it happens. */
export function perform(
  state: GameState,
  event: GameEvent,
  rules: readonly string[] = [],
  opts: { readonly replacementOrder?: readonly string[] } = {},
): Outcome {
  const replaced = applyReplacements(state, event, opts.replacementOrder);
  if (replaced.events.length === 0) {
    log(state, 'prevented', describePrevented(state, event), [...rules, ...replaced.rules]);
    return NOTHING;
  }
  let first: Outcome | null = null;
  for (const e of replaced.events) {
    const out = apply(state, e, [...rules, ...replaced.rules]);
    first ??= out;
  }
  return first ?? NOTHING;
}

function describeMove(
  state: GameState,
  name: string,
  from: string,
  to: string,
  owner: string,
  newId: ObjectId,
): string {
  const plain = name.startsWith('face-down') ? 'a face-down permanent' : name.replace(/#\d+$/, '');
  if (to === 'battlefield')
    return `${plain} enters the battlefield under ${playerName(state, state.objects[newId]!.controller)}'s control`;
  if (from === 'battlefield' && to === 'graveyard')
    return `${plain} is put into ${owner}'s graveyard from the battlefield`;
  if (to === 'graveyard') return `${plain} goes to ${owner}'s graveyard from the ${from}`;
  if (to === 'exile') return `${plain} is exiled from the ${from}`;
  if (to === 'hand') return `${plain} returns to ${owner}'s hand from the ${from}`;
  if (to === 'library') return `${plain} is put into ${owner}'s library from the ${from}`;
  return `${plain} moves from the ${from} to the ${to}`;
}

function describePrevented(state: GameState, e: GameEvent): string {
  return e.kind === 'damage' ? `damage from ${objName(state, e.source)} is prevented` : `${e.kind} is replaced`;
}

const MOVE_RULES: Record<MoveCause, string> = {
  play: '305.1',
  cast: '601.2a',
  resolve: '608.3',
  counter: '701.5a',
  destroy: '701.8a',
  sacrifice: '701.21a',
  discard: '701.9a',
  mill: '701.17a',
  draw: '121.1',
  exile: '701.13a',
  bounce: '400.7',
  sba: '704.3',
  search: '701.23a',
  effect: '400.7',
  fizzle: '608.2b',
  mulligan: '103.5',
  leave: '800.4a',
};

function apply(state: GameState, e: GameEvent, rules: readonly string[]): Outcome {
  switch (e.kind) {
    case 'move': {
      const o = state.objects[e.object];
      if (!o) return NOTHING;
      // 702.34a: a spell cast with flashback is exiled instead of going anywhere else when it leaves the stack.
      if (o.zone === 'stack' && o.stack?.flashback && e.to !== 'exile')
        return apply(state, { ...e, to: 'exile', cause: 'exile' }, [...rules, '702.34a']);
      if (
        (e.to === 'battlefield' || e.to === 'stack') &&
        e.controller !== undefined &&
        state.players[e.controller]?.left
      ) {
        // 800.4b: an object that would enter under the control of a player who left stays where it is.
        log(
          state,
          'move-refused',
          `${objName(state, e.object)} would be put onto the ${e.to} under the control of a player who has left the game: it stays in its zone`,
          [...rules, '800.4b'],
        );
        return NOTHING;
      }
      const from = o.zone;
      const lki = from === 'battlefield' ? chars(state, e.object) : null;
      if (lki || from === 'stack') rememberLastKnown(state, e.object); // 608.2h: a spell's own LKI too (e.g. reflexive "this spell deals …")
      const name = objName(state, e.object);
      const countersAsItLeft = { ...o.counters };
      // 708.2 / 406.3: a card moved face down (manifest, morph) stays hidden in the log.
      const hidden =
        ((from === 'library' || from === 'hand') && (e.to === 'library' || e.to === 'hand')) ||
        (e.faceDown === true && !o.faceDown && (from === 'library' || from === 'hand'));
      // 603.10a: what was attached to it, for "when enchanted creature dies" (moving detaches them).
      const attached = lki ? state.battlefield.filter((x) => state.objects[x]!.attachedTo === e.object) : [];
      const damagedBy = lki ? (o.damagedBy ?? []) : [];
      const newId = moveObject(state, e.object, e.to, e);
      const cite = [
        ...rules,
        e.cause === 'resolve' && e.to !== 'battlefield' ? '608.2n' : MOVE_RULES[e.cause],
        '400.7',
      ];
      if (newId === null) {
        log(state, 'move-refused', `${name} can't move to ${e.to}`, [...rules, '400.4a']);
        return NOTHING;
      }
      if (e.counters && e.to === 'battlefield') {
        const moved = state.objects[newId]!;
        for (const [k, n] of Object.entries(e.counters)) if (n > 0) moved.counters[k] = (moved.counters[k] ?? 0) + n; // 614.1c, 122.6
      }
      const owner = playerName(state, o.owner);
      const text = hidden
        ? `${owner}: a card moves from ${from} to ${e.to}`
        : describeMove(state, name, from, e.to, owner, newId);
      log(
        state,
        'move',
        text,
        cite,
        hidden
          ? { from, to: e.to, cause: e.cause }
          : {
              from,
              to: e.to,
              cause: e.cause,
              object: newId,
              ...(o.faceDown || e.faceDown ? {} : { card: state.cards[o.defKey]!.name }),
            },
      );
      if (lki) {
        // "This turn" history (e.g. "if a creature died this turn"), on every turn in progress (807).
        for (const t of state.turns) {
          const h = (t.history ??= { creaturesDied: 0, attacked: [], permanentLeft: [] });
          if (e.to === 'graveyard' && lki.types.includes('Creature')) h.creaturesDied++;
          if (!h.permanentLeft.includes(lki.controller)) h.permanentLeft.push(lki.controller);
        }
      }
      if (state.commander) noteCommanderMove(state, newId, e.to); // 903.9a
      if (lki)
        detectTriggers(state, {
          kind: 'leaves',
          oldId: e.object,
          defKey: o.defKey,
          lki,
          to: e.to,
          newId,
          counters: countersAsItLeft,
          ...(attached.length ? { attached } : {}),
          ...(damagedBy.length ? { damagedBy: [...damagedBy] } : {}),
        });
      if (lki) returnExiledUntilLeaves(state, e.object); // 610.3
      if (lki) endSourceDurations(state, e.object); // 611.2b
      if (from === 'stack' && e.to === 'battlefield') followSpellToPermanent(state, e.object, newId); // 609.7a
      if (e.to === 'battlefield') queueAsEnters(state, newId); // 614.12: its "as enters" choices
      if (e.to === 'battlefield') detectTriggers(state, { kind: 'enters', object: newId });
      if (e.cause === 'discard' && from === 'hand')
        detectTriggers(state, { kind: 'discarded', card: newId, player: o.owner }); // 701.9a
      return { id: newId, amount: 0 };
    }
    case 'damage': {
      if (e.amount <= 0) return NOTHING;
      // 608.2h: a source that has left the battlefield deals damage using its last known information.
      const src = state.objects[e.source] ?? (state.lki[e.source] ? { id: e.source } : undefined);
      const sourceName = state.objects[e.source]
        ? objName(state, e.source)
        : (state.lki[e.source]?.name ?? objName(state, e.source));
      const deathtouch = src ? hasKeyword(state, e.source, 'deathtouch') : false;
      const lifelink = src ? hasKeyword(state, e.source, 'lifelink') : false;
      const srcController = src ? controllerOf(state, e.source) : null;
      if (e.target.kind === 'player') {
        const p = state.players[e.target.player]!;
        if (p.left) return NOTHING;
        if (src && hasKeyword(state, e.source, 'infect')) {
          if (!cantGetPoison(state, p.id)) changePoison(state, p.id, e.amount); // 120.3b (810.10: shared by the team)
          log(
            state,
            'damage',
            `${sourceName} deals ${e.amount} damage to ${p.name} (poison ${p.poison})`,
            [...rules, '120.3b', '702.90b'],
            { source: e.source, player: p.id, amount: e.amount, combat: e.combat },
          );
        } else {
          if (!cantLoseLife(state, p.id)) changeLife(state, p.id, -e.amount); // 120.3a (810.9: applied to the team's life total)
          log(
            state,
            'damage',
            `${sourceName} deals ${e.amount} damage to ${p.name} (life ${p.life})`,
            [...rules, '120.3a'],
            { source: e.source, player: p.id, amount: e.amount, combat: e.combat },
          );
        }
        p.dealtDamageThisTurn = true; // 702.54a
        if (e.combat && src && state.commander) noteCommanderDamage(state, e.source, p.id, e.amount); // 903.10a
        if (e.combat && src)
          detectTriggers(state, { kind: 'combatDamageToPlayer', source: e.source, player: p.id, amount: e.amount });
        if (src)
          detectTriggers(state, {
            kind: 'damageDealt',
            source: e.source,
            player: p.id,
            object: null,
            combat: e.combat,
            amount: e.amount,
            ...(e.batch !== undefined ? { batch: e.batch } : {}),
          });
      } else {
        const t = state.objects[e.target.id];
        if (!t || t.zone !== 'battlefield') return NOTHING;
        const tc = chars(state, e.target.id);
        const rs = [...rules];
        const asCounters = src ? hasKeyword(state, e.source, 'infect') || hasKeyword(state, e.source, 'wither') : false;
        if (tc.types.includes('Creature') && asCounters) {
          t.counters['-1/-1'] = (t.counters['-1/-1'] ?? 0) + e.amount; // 120.3d: wither / infect damage is -1/-1 counters
          if (deathtouch) t.deathtouchDamaged = true;
          rs.push('120.3d', '702.80c', '702.90b');
        } else if (tc.types.includes('Creature')) {
          t.damage += e.amount; // 120.3e
          if (deathtouch) t.deathtouchDamaged = true;
          rs.push('120.3e');
        }
        if (tc.types.includes('Planeswalker')) {
          t.counters['loyalty'] = Math.max(0, (t.counters['loyalty'] ?? 0) - e.amount); // 120.3c
          rs.push('120.3c');
        }
        if (tc.types.includes('Battle')) {
          t.counters['defense'] = Math.max(0, (t.counters['defense'] ?? 0) - e.amount); // 120.3h
          rs.push('120.3h');
        }
        if (!(t.damagedBy ??= []).includes(e.source)) t.damagedBy.push(e.source);
        touch(state);
        log(state, 'damage', `${sourceName} deals ${e.amount} damage to ${objName(state, e.target.id)}`, rs, {
          source: e.source,
          object: e.target.id,
          amount: e.amount,
          combat: e.combat,
        });
        if (src)
          detectTriggers(state, {
            kind: 'damageDealt',
            source: e.source,
            player: null,
            object: e.target.id,
            combat: e.combat,
            amount: e.amount,
            ...(e.batch !== undefined ? { batch: e.batch } : {}),
          }); // 603.2
      }
      // 702.15b: damage dealt by a source with lifelink causes its controller to gain that much life.
      if (lifelink && srcController !== null)
        perform(state, { kind: 'lifeGain', player: srcController, amount: e.amount }, ['702.15b']);
      return { id: null, amount: e.amount };
    }
    case 'lifeGain': {
      const p = state.players[e.player]!;
      if (p.left || e.amount <= 0) return NOTHING;
      if (cantGainLife(state, p.id)) {
        log(state, 'life', `${p.name} can't gain life`, [
          ...rules,
          '119.7',
          ...(state.options.sharedLife ? ['810.9g'] : []),
        ]);
        return NOTHING;
      }
      changeLife(state, p.id, e.amount); // 810.9: the result is applied to the team's shared life total
      log(state, 'life', `${p.name} gains ${e.amount} life (life ${p.life})`, [...rules, '119.1'], {
        player: p.id,
        delta: e.amount,
      });
      detectTriggers(state, { kind: 'lifeGain', player: p.id });
      return { id: null, amount: e.amount };
    }
    case 'lifeLoss': {
      const p = state.players[e.player]!;
      if (p.left || e.amount <= 0) return NOTHING;
      if (cantLoseLife(state, p.id)) {
        log(state, 'life', `${p.name} can't lose life`, [
          ...rules,
          '119.8',
          ...(state.options.sharedLife ? ['810.9h'] : []),
        ]);
        return NOTHING;
      }
      changeLife(state, p.id, -e.amount); // 810.9
      log(state, 'life', `${p.name} loses ${e.amount} life (life ${p.life})`, [...rules, '119.3'], {
        player: p.id,
        delta: -e.amount,
      });
      return { id: null, amount: e.amount };
    }
    case 'draw': {
      const p = state.players[e.player]!;
      if (p.left) return NOTHING;
      const top = p.library[0];
      if (top === undefined) {
        p.drewFromEmptyLibrary = true; // 704.5b is checked at the next SBA check
        log(state, 'draw-empty', `${p.name} tries to draw from an empty library`, [...rules, '121.4', '704.5b'], {
          player: p.id,
        });
        return NOTHING;
      }
      const id = moveObject(state, top, 'hand');
      log(state, 'draw', `${p.name} draws a card`, [...rules, '121.1'], { player: p.id });
      p.drawsThisTurn = (p.drawsThisTurn ?? 0) + 1;
      detectTriggers(state, { kind: 'draw', player: p.id });
      miracleTrigger(state, p.id, id, p.drawsThisTurn); // 702.94a
      return { id, amount: 1 };
    }
    case 'transform':
    case 'flip': {
      const o = state.objects[e.object];
      const def = o ? state.cards[o.copyDefKey ?? o.defKey] : undefined;
      if (!o || o.zone !== 'battlefield' || o.faceDown) return NOTHING; // 711.8a: a face-down double-faced permanent can't transform
      if (e.kind === 'transform') {
        if (!canTransform(def)) return NOTHING; // 701.28c: only a double-faced permanent transforms
        o.transformed = !o.transformed;
        o.transforms = (o.transforms ?? 0) + 1;
      } else {
        if (!canFlip(def) || o.flipped) return NOTHING; // 710: only an unflipped flip card flips
        o.flipped = true;
      }
      touch(state);
      const now = chars(state, e.object).name;
      log(
        state,
        e.kind,
        `${objName(state, e.object)} ${e.kind === 'transform' ? 'transforms' : 'flips'} into ${now}`,
        [...rules, e.kind === 'transform' ? '701.28' : '710.2', e.kind === 'transform' ? '712.9' : '710.4'],
        { object: e.object },
      );
      return { id: e.object, amount: 1 };
    }
    case 'tap':
    case 'untap': {
      const o = state.objects[e.object];
      if (!o || o.zone !== 'battlefield') return NOTHING;
      const want = e.kind === 'tap';
      if (o.tapped === want) return NOTHING;
      o.tapped = want;
      touch(state); // "as long as ~ is untapped", "untapped creatures get …" read it
      log(
        state,
        e.kind,
        `${objName(state, e.object)} ${want ? 'taps' : 'untaps'}`,
        [...rules, want ? '701.26a' : '701.26b'],
        { object: e.object },
      );
      detectTriggers(state, { kind: 'tapped', object: e.object, untapped: !want }); // "whenever ~ becomes tapped / untapped"
      return { id: e.object, amount: 1 };
    }
    case 'counters': {
      const o = state.objects[e.object];
      if (!o || e.delta === 0) return NOTHING;
      const now = Math.max(0, (o.counters[e.counter] ?? 0) + e.delta);
      if (now === 0) delete o.counters[e.counter];
      else o.counters[e.counter] = now;
      touch(state);
      log(
        state,
        'counters',
        `${objName(state, e.object)} ${e.delta > 0 ? 'gets' : 'loses'} ${Math.abs(e.delta)} ${e.counter} counter(s)`,
        [...rules, '122.1'],
        { object: e.object, counter: e.counter, delta: e.delta },
      );
      return { id: e.object, amount: e.delta };
    }
    case 'playerCounters': {
      const p = state.players[e.player]!;
      if (p.left || e.delta === 0) return NOTHING;
      if (e.counter === 'poison') {
        if (e.delta > 0 && cantGetPoison(state, p.id)) return NOTHING; // 810.10c
        changePoison(state, p.id, e.delta); // 810.10 / 810.10b: shared by the team
      } else p.counters[e.counter] = Math.max(0, (p.counters[e.counter] ?? 0) + e.delta);
      touch(state);
      log(
        state,
        'counters',
        `${p.name} ${e.delta > 0 ? 'gets' : 'loses'} ${Math.abs(e.delta)} ${e.counter} counter(s)`,
        [...rules, '122.1'],
        { player: p.id, counter: e.counter, delta: e.delta },
      );
      return { id: null, amount: e.delta };
    }
    case 'createToken': {
      if (state.players[e.controller]?.left) return NOTHING; // 800.4b / 800.4d: no token is created for a player who left
      const id = createObject(state, e.defKey, e.controller, 'battlefield', 'token', null, {
        tapped: e.tapped,
        controller: e.controller,
      });
      if (e.counters) {
        const made = state.objects[id]!;
        for (const [k, n] of Object.entries(e.counters)) if (n > 0) made.counters[k] = (made.counters[k] ?? 0) + n; // 614.1c, 122.6
        touch(state);
      }
      log(
        state,
        'token',
        `${playerName(state, e.controller)} creates ${objName(state, id)}`,
        [...rules, '111.1', '701.7a'],
        { object: id, controller: e.controller },
      );
      queueAsEnters(state, id); // 614.12: a token's "as enters" choices (a token copy of such a permanent, 707.9)
      detectTriggers(state, { kind: 'enters', object: id });
      return { id, amount: 1 };
    }
    case 'destroy': {
      const o = state.objects[e.object];
      if (!o || o.zone !== 'battlefield') return NOTHING;
      // 702.12b: an indestructible permanent can't be destroyed.
      if (hasKeyword(state, e.object, 'indestructible')) {
        log(state, 'indestructible', `${objName(state, e.object)} is indestructible and isn't destroyed`, [
          ...rules,
          '702.12b',
        ]);
        return NOTHING;
      }
      return perform(state, { kind: 'move', object: e.object, to: 'graveyard', cause: 'destroy' }, [
        ...rules,
        '701.8a',
      ]);
    }
    case 'totemArmor': {
      // 702.89a: "remove all damage marked on it and destroy this Aura" instead.
      const o = state.objects[e.object];
      if (!o || o.zone !== 'battlefield') return NOTHING;
      o.damage = 0;
      o.deathtouchDamaged = false;
      touch(state);
      log(
        state,
        'totem-armor',
        `${objName(state, e.aura)}'s totem armor: all damage is removed from ${objName(state, e.object)} and ${objName(state, e.aura)} is destroyed instead`,
        [...rules, '702.89a'],
        { object: e.object },
      );
      perform(state, { kind: 'destroy', object: e.aura }, ['702.89a']);
      return { id: e.object, amount: 0 };
    }
    case 'regenerate': {
      // 701.15a: the shield is used up; remove all damage from the permanent, tap it, remove it from combat.
      const o = state.objects[e.object];
      if (!o || o.zone !== 'battlefield') return NOTHING;
      const shield = state.effects.find(
        (x) =>
          x.modification.kind === 'static' &&
          x.modification.effect.kind === 'regenerationShield' &&
          x.affected.includes(e.object),
      );
      if (shield) state.effects = state.effects.filter((x) => x !== shield);
      o.damage = 0;
      o.deathtouchDamaged = false;
      const wasUntapped = !o.tapped;
      o.tapped = true;
      for (const t of state.turns) {
        if (!t.combat) continue;
        t.combat.attackers = t.combat.attackers.filter((a) => a.attacker !== e.object);
        t.combat.blockers = t.combat.blockers.filter((b) => b.blocker !== e.object);
        for (const a of t.combat.attackers) a.blockedBy = a.blockedBy.filter((b) => b !== e.object);
      }
      touch(state);
      log(state, 'regenerate', `${objName(state, e.object)} regenerates`, [...rules, '701.15a'], { object: e.object });
      if (wasUntapped) detectTriggers(state, { kind: 'tapped', object: e.object, untapped: false }); // 701.15a taps it
      return { id: e.object, amount: 0 };
    }
    case 'shuffle': {
      const p = state.players[e.player]!;
      shuffleInPlace(state.rng, p.library);
      touch(state); // the top card of a library can be read ("as long as the top card … is")
      log(state, 'shuffle', `${p.name} shuffles their library`, [...rules, '701.24a'], { player: p.id });
      return { id: null, amount: 0 };
    }
  }
}
