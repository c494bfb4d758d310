/**
 * What later instructions of one resolution refer to (400.7, 603.7c).
 *
 * - An instruction that moves an object to another zone makes a new object (400.7): "Return target creature
 *   card from your graveyard to the battlefield. It gains haste." — "it" is the permanent that entered, not the
 *   target card, which no longer exists. The engine lists the objects a resolution moved or created in its
 *   `created` objects, so such a later reference becomes `{ kind: 'created' }` (only while exactly one
 *   instruction so far could have put objects there).
 * - A delayed triggered ability created by the resolution (603.7) refers to the objects fixed as it is created
 *   ("Destroy that creature at the beginning of the next end step", "Exile them …", "Return it to the
 *   battlefield …"): its `about` names them, and inside it they are `{ kind: 'created' }` (the engine hands them
 *   to the delayed ability's resolution). 603.7c: if such an object has since changed zones it is a new object,
 *   and the delayed ability does nothing to it. "~" stays the source itself, which is the same object only while
 *   it stays on the battlefield.
 *
 * Texts whose reference is ambiguous or that the delayed ability can't carry (targets of another player's
 * choice, X, the amount of the triggering event) are refused: `bindReferences` returns null.
 */
import type { Effect, ObjectRef, TargetSpec } from '@arbiter/engine';

/** Effects that list the objects they move or create among the resolution's `created` objects (engine: ctx.created). */
const PRODUCERS = new Set<Effect['kind']>([
  'exile',
  'putOntoBattlefield',
  'exileUntilLeaves',
  'createToken',
  'createTokenCopy',
  'manifest',
  'search',
  'lookAtTop',
]);
/** Producers that move the object their `what` names (the rest make or find new objects). */
const MOVERS = new Set<Effect['kind']>(['exile', 'putOntoBattlefield', 'exileUntilLeaves']);
/** Effects that move their `what` elsewhere without listing it: a later reference finds nothing. */
const LOSERS = new Set<Effect['kind']>(['returnToHand', 'putInLibrary', 'destroy', 'sacrificeObject']);

/** Object references that name one fixed object or group of this resolution. */
type Bound = Extract<ObjectRef, { kind: 'target' | 'self' | 'triggeringObject' | 'created' }>;
const isBound = (r: unknown): r is Bound => {
  if (!r || typeof r !== 'object') return false;
  const k = (r as { kind?: unknown }).kind;
  return k === 'target'
    ? typeof (r as { target?: unknown }).target === 'number'
    : k === 'self' || k === 'triggeringObject' || k === 'created';
};
const key = (r: Bound): string => JSON.stringify(r);

interface Walk {
  /** How many instructions so far may have put objects in `created`. */
  producers: number;
  /** References whose object has moved: 'created' (moved by the only producer so far) or 'gone'. */
  moved: Map<string, 'created' | 'gone'>;
  targets: readonly TargetSpec[];
  ok: boolean;
}

/**
 * Rewrites every object reference inside `v` (an effect or part of one) with `f`, leaving alone what belongs to
 * other objects: token definitions and granted abilities ("~" there is the token or the object that has it), and
 * the static effect a grantStatic gives (its "self" is the object it applies to).
 */
function mapRefs(v: unknown, f: (r: Bound) => unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => mapRefs(x, f));
  if (!v || typeof v !== 'object') return v;
  if (isBound(v)) return f(v);
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) {
    if (k === 'token' || k === 'abilities' || k === 'ability' || (k === 'effect' && o['kind'] === 'grantStatic')) {
      out[k] = x;
      continue;
    }
    // Nested delayed and reflexive abilities keep their own references (handled when they are walked).
    if (k === 'effects' && (o['kind'] === 'delayedTrigger' || o['kind'] === 'reflexiveTrigger')) {
      out[k] = x;
      continue;
    }
    out[k] = mapRefs(x, f);
  }
  return out;
}

function has(v: unknown, pred: (o: Record<string, unknown>) => boolean): boolean {
  if (Array.isArray(v)) return v.some((x) => has(x, pred));
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  if (pred(o)) return true;
  return Object.entries(o).some(
    ([k, x]) =>
      k !== 'token' &&
      k !== 'abilities' &&
      k !== 'ability' &&
      !(k === 'effect' && o['kind'] === 'grantStatic') &&
      has(x, pred),
  );
}

/** A later reference to an object that has moved: the moved object, or a refusal. */
function rebind(w: Walk, r: Bound): ObjectRef {
  const m = w.moved.get(key(r));
  if (!m) return r;
  if (m === 'created' && w.producers === 1) return { kind: 'created' };
  w.ok = false;
  return r;
}

/** What a delayed triggered ability can't carry from the resolution that creates it (it has no targets, X or event of its own). */
const UNCARRIED = new Set([
  'x',
  'targetPower',
  'triggerAmount',
  'triggeringObjects',
  'triggeringObjectsGreatestPower',
  'triggeringObjectPT',
  'controllerOfTarget',
  'ownerOfTarget',
  'enchanted',
  'equipped',
]);

/** 603.7c: fixes what a delayed triggered ability refers to as it is created. */
function bindDelayed(w: Walk, e: Extract<Effect, { kind: 'delayedTrigger' }>): Effect {
  if (e.about) return e; // already bound
  if (has(e.effects, (o) => typeof o['kind'] === 'string' && UNCARRIED.has(o['kind']))) {
    w.ok = false;
    return e;
  }
  let about: ObjectRef | null = null;
  const effects = mapRefs(e.effects, (r) => {
    // A target player (or "any target") can't be fixed as an object.
    if (r.kind === 'target' && w.targets[r.target]?.filter.kind !== 'object') {
      w.ok = false;
      return r;
    }
    const m = w.moved.get(key(r));
    if (r.kind === 'self' && !m) return r; // the source itself (603.7c: the same object while it stays put)
    if (m === 'gone' || (m === 'created' && w.producers !== 1) || (r.kind === 'created' && w.producers !== 1)) {
      w.ok = false;
      return r;
    }
    const fixed: ObjectRef = m === 'created' ? { kind: 'created' } : r;
    if (about && JSON.stringify(about) !== JSON.stringify(fixed)) {
      w.ok = false;
      return r;
    }
    about = fixed;
    return { kind: 'created' };
  }) as Effect[];
  return about ? { ...e, effects, about } : { ...e, effects };
}

function walk(w: Walk, list: readonly Effect[]): Effect[] {
  return list.map((e) => {
    if (!w.ok) return e;
    let out: Effect;
    switch (e.kind) {
      case 'delayedTrigger':
        out = bindDelayed(w, e);
        break;
      case 'optional': {
        const [a] = branches(w, [e.effects, []]);
        out = { ...e, effects: a! };
        break;
      }
      case 'conditional': {
        const [a, b] = branches(w, [e.then, e.otherwise ?? []]);
        out = { ...e, then: a!, ...(e.otherwise ? { otherwise: b! } : {}) };
        break;
      }
      case 'ifDone': {
        const [act] = walk(w, [e.act]); // the exile or sacrifice comes first, then one of the branches
        const [a, b] = branches(w, [e.then, e.otherwise ?? []]);
        out = { ...e, act: act as typeof e.act, then: a!, ...(e.otherwise ? { otherwise: b! } : {}) };
        break;
      }
      case 'payOrNot': {
        const [a, b] = branches(w, [e.paid, e.unpaid]);
        out = { ...e, paid: a!, unpaid: b! };
        break;
      }
      case 'flipCoin': {
        const [a, b] = branches(w, [e.won, e.lost]);
        out = { ...e, won: a!, lost: b! };
        break;
      }
      case 'becomeCopy':
        // 608.2h / 707.2: an original that has moved is copied as it last existed (the engine reads its last known
        // information), so only the permanent that becomes the copy is rebound.
        out = { ...e, what: mapRefs(e.what, (r) => rebind(w, r)) as ObjectRef };
        break;
      default:
        out = mapRefs(e, (r) => rebind(w, r)) as Effect;
    }
    if (PRODUCERS.has(out.kind)) {
      w.producers++;
      // After a second producer, `created` no longer means only what the first one moved.
      for (const [k, v] of w.moved) if (v === 'created') w.moved.set(k, 'gone');
      const what = (out as { what?: unknown }).what;
      if (MOVERS.has(out.kind) && isBound(what) && what.kind !== 'created')
        w.moved.set(key(what), w.producers === 1 ? 'created' : 'gone');
    } else if (LOSERS.has(out.kind)) {
      const what = (out as { what?: unknown }).what;
      if (isBound(what) && what.kind !== 'created') w.moved.set(key(what), 'gone');
    }
    return out;
  });
}

/**
 * Exclusive branches (one of them happens): each is walked from the state before it; afterwards as many objects
 * may have been listed as the most any branch lists, and a moved reference is known only if every branch agrees.
 */
function branches(w: Walk, lists: readonly (readonly Effect[])[]): Effect[][] {
  const before = { producers: w.producers, moved: new Map(w.moved) };
  const ends: { producers: number; moved: Map<string, 'created' | 'gone'> }[] = [];
  const outs = lists.map((l) => {
    w.producers = before.producers;
    w.moved = new Map(before.moved);
    const o = walk(w, l);
    ends.push({ producers: w.producers, moved: w.moved });
    return o;
  });
  w.producers = Math.max(...ends.map((x) => x.producers));
  const keys = new Set(ends.flatMap((x) => [...x.moved.keys()]));
  w.moved = new Map();
  for (const k of keys) {
    const vs = ends.map((x) => x.moved.get(k));
    if (
      vs.every((v) => v === 'created' || v === undefined) &&
      ends.every((x, i) => vs[i] === 'created' || x.producers === before.producers)
    ) {
      // Moved in some branches, nothing listed in the others: there the reference finds nothing, as it should
      // ("You may return target creature card … to the battlefield. That creature gains haste.").
      w.moved.set(k, before.producers === 0 ? 'created' : 'gone');
    } else w.moved.set(k, new Set(vs).size === 1 ? vs[0]! : 'gone');
  }
  // More objects may be listed now than a branch's own moved reference assumed.
  if (w.producers > 1) for (const [k, v] of w.moved) if (v === 'created') w.moved.set(k, 'gone');
  return outs;
}

/** See the module comment. Null when a reference can't be bound honestly. */
export function bindReferences(effects: readonly Effect[], targets: readonly TargetSpec[]): Effect[] | null {
  const w: Walk = { producers: 0, moved: new Map(), targets, ok: true };
  const out = walk(w, effects);
  return w.ok ? out : null;
}

/**
 * Whether an effect refers to the source itself ("~"), leaving out token definitions and granted abilities, where
 * "~" is the token or the object that has the ability (Mitotic Slime's Ooze tokens: "When ~ dies, …").
 */
export function refersToSelf(v: unknown): boolean {
  return has(v, (o) => o['kind'] === 'self');
}
