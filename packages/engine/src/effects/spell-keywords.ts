/**
 * 702: keyword abilities that change how or when spells are cast, and the copies some of them make
 * (707.10): storm (702.40). Their triggered abilities are expanded by the engine from the spell's
 * keywords as it is cast (`castKeywordTriggers`), and resolved here (`spellKeywordEffect`).
 */
import type { Effect, TargetSpec, TriggeredAbility } from '../cards/ability-tree.js';
import type { PendingDecision, TargetOption } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, TargetRef } from '../state/types.js';
import { spellTargetSpecs } from '../stack/cast.js';
import { checkChosenTargets, targetOptions } from '../stack/targets.js';
import { targetTriggers } from '../triggers/detect.js';
import { wardTriggers } from '../triggers/ward.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type SpellKeywordEffect = Extract<Effect, { kind: 'spellKeyword' }>;

/**
 * "When you cast this spell" keyword triggers of a spell just cast (601.2i), one per instance:
 * 702.40a storm — "When you cast this spell, copy it for each other spell that was cast before it this
 * turn. If the spell has any targets, you may choose new targets for any of the copies." The number is
 * fixed now: spells cast later (in response) were not cast before it.
 */
export function castKeywordTriggers(state: GameState, spell: ObjectId): TriggeredAbility[] {
  const out: TriggeredAbility[] = [];
  const c = chars(state, spell);
  for (const a of c.abilities) {
    if (a.kind !== 'keyword' || a.keyword !== 'storm') continue;
    const before = state.players.reduce((n, p) => n + (p.spellsCastThisTurn ?? 0), 0) - 1;
    out.push({
      kind: 'triggered', trigger: { kind: 'castSelf' }, targets: [],
      effects: [{ kind: 'spellKeyword', keyword: 'storm', copies: Math.max(0, before) }],
      text: `Storm (702.40a): copy it for each spell cast before it this turn (${Math.max(0, before)})`,
    });
  }
  return out;
}

export function spellKeywordEffect(state: GameState, task: EffectsTask, e: SpellKeywordEffect): 'done' | PendingDecision {
  switch (e.keyword) {
    case 'storm': return copySpell(state, task, task.ctx.source, e.copies, ['702.40a', '707.10']);
  }
}

/**
 * 707.10: put `n` copies of the spell `orig` on the stack, with the same choices (modes, X, targets);
 * 707.10c: the copies' controller may choose new targets for each copy. A copy is created, then its
 * targets are asked for (task.step counts the copies finished, task.memo holds the copies created).
 */
function copySpell(state: GameState, task: EffectsTask, orig: ObjectId | null, n: number, rules: string[]): 'done' | PendingDecision {
  const ctx = task.ctx;
  while (task.step < n) {
    if (task.memo.length <= task.step) {
      const o = orig === null ? undefined : state.objects[orig];
      // The spell has left the stack: there is nothing on the stack to copy.
      if (!o || o.zone !== 'stack' || !o.stack || o.kind === 'ability') return 'done';
      const copyId = state.nextObjectId++;
      state.objects[copyId] = {
        ...o, id: copyId, cardId: null, controller: ctx.controller, owner: ctx.controller, timestamp: state.nextTimestamp++, counters: {},
        stack: { ...o.stack, isCopy: true, targets: o.stack.targets.map((g) => [...g]) },
      };
      state.turns[o.stack.stackOf]!.stack.push(copyId);
      touch(state);
      log(state, 'copy', `${playerName(state, ctx.controller)} puts a copy of ${objName(state, o.id)} on the stack`, rules);
      task.memo.push(copyId);
    }
    const copy = task.memo[task.step]!;
    const co = state.objects[copy];
    const specs: TargetSpec[] = co?.stack ? (spellTargetSpecs(state, copy, co.stack.modes) ?? []) : [];
    if (co?.stack && specs.length > 0) {
      const current = co.stack.targets;
      // 707.10c: new targets may be chosen; a target left unchanged stays even if it is no longer legal.
      const options: TargetOption[] = targetOptions(state, specs, ctx.controller, copy).map((opt, i) => ({
        ...opt, legal: [...opt.legal, ...(current[i] ?? []).filter((t) => !opt.legal.some((l) => sameRef(l, t)))],
      }));
      const a = task.answer;
      task.answer = null;
      if (!a || a.kind !== 'chooseTargets' || checkChosenTargets(options, a.targets) !== null) {
        return {
          kind: 'chooseTargets', player: ctx.controller, source: ctx.sourceName, targets: options,
          prompt: `${ctx.sourceName}: you may choose new targets for copy ${task.step + 1} of ${n} (currently ${current.flat().map((t) => refName(state, t)).join(', ') || 'none'})`,
        };
      }
      const targets = a.targets.map((g) => [...g]);
      if (targets.some((g, i) => g.length !== (current[i] ?? []).length || g.some((t, j) => !sameRef(t, current[i]![j]!)))) {
        state.objects[copy] = { ...co, stack: { ...co.stack, targets } };
        log(state, 'copy', `${playerName(state, ctx.controller)} chooses new targets for the copy: ${targets.flat().map((t) => refName(state, t)).join(', ')}`, ['707.10c']);
      }
      wardTriggers(state, copy, targets); // 702.21a: a copy's targets become targets of a spell
      targetTriggers(state, copy, targets);
    }
    task.step++;
  }
  return 'done';
}

function sameRef(a: TargetRef, b: TargetRef): boolean {
  return a.kind === 'player' ? b.kind === 'player' && a.player === b.player : b.kind === 'object' && a.id === b.id;
}

function refName(state: GameState, t: TargetRef): string {
  return t.kind === 'player' ? playerName(state, t.player) : objName(state, t.id);
}
