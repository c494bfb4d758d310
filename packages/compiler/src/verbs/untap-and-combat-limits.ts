/**
 * Object verbs that limit untapping, attacking and blocking for a time: "doesn't untap during …", "can't block …",
 * "attacks each combat if able", "can't be blocked …", "can't be the target of … this turn". Each is one entry of OBJECT_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import { turnRequirement } from '../combat-requirements.js';
import { duration, type ObjectVerbScope } from '../effects.js';
import { blockCountPredicate } from '../restrictions.js';
import { desc, descFilter } from '../phrases.js';
import { targetRestriction } from '../target-restrictions.js';

export function doesntUntapObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  // 502.3: "doesn't untap during its controller's next untap step" — used up by that untap step (611.2).
  if (
    (!plural &&
      (p.eat("doesn't untap during its controller's next untap step") ||
        (subject.kind === 'self' && p.eat("doesn't untap during your next untap step")))) ||
    (plural &&
      (p.eat("don't untap during their controller's next untap step") ||
        p.eat("don't untap during their controllers' next untap steps")))
  ) {
    return [
      {
        kind: 'grantStatic',
        what: subject,
        effect: { kind: 'doesntUntap', affected: { kind: 'self' } },
        duration: 'untilNextUntapStep',
      },
    ];
  }
  return undefined;
}

export function doesntUntapWhileObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  // 502.3 / 611.2b: "That creature doesn't untap during its controller's untap step for as long as you control ~".
  const held = p.try(() => {
    if (
      !(plural
        ? p.eat("don't untap during their controllers' untap steps")
        : p.eat("doesn't untap during its controller's untap step"))
    )
      return null;
    const d = duration(p);
    return d === 'whileYouControlSource' || d === 'whileSourceOnBattlefield' ? d : null;
  });
  if (held)
    return [
      {
        kind: 'grantStatic',
        what: subject,
        effect: { kind: 'doesntUntap', affected: { kind: 'self' } },
        duration: held,
      },
    ];
  return undefined;
}

export function blockCountPredicateObjectVerb({ p, subject, fail }: ObjectVerbScope): Effect[] | null | undefined {
  // 509.1a: "can block an additional creature / any number of creatures this turn".
  const extra = blockCountPredicate(p, true);
  if (extra) {
    const d = duration(p);
    return d ? [{ kind: 'grantStatic', what: subject, effect: extra, duration: d }] : fail();
  }
  return undefined;
}

export function turnRequirementObjectVerb({ p, subject, plural }: ObjectVerbScope): Effect[] | null | undefined {
  const req = turnRequirement(p, plural, subject); // 508.1d / 509.1c / 702.3b: combat-requirements.ts
  if (req) return [{ kind: 'grantStatic', what: subject, effect: req, duration: 'endOfTurn' }];
  return undefined;
}

export function cantBeBlockedObjectVerb({ p, subject, fail }: ObjectVerbScope): Effect[] | null | undefined {
  // 509.1b: "can't be blocked this turn except by creatures with haste / Walls / artifact creatures and/or red creatures".
  if (p.eat("can't be blocked this turn except by")) {
    const d = desc(p);
    const by = d && d.plural && !d.card && !d.spell && !d.player && !d.zone ? descFilter(d) : null;
    if (!by) return fail();
    return [
      {
        kind: 'grantStatic',
        what: subject,
        effect: { kind: 'canBeBlockedOnlyBy', affected: { kind: 'self' }, by },
        duration: 'endOfTurn',
      },
    ];
  }
  if (p.eat("can't be blocked this turn")) {
    return [
      {
        kind: 'grantStatic',
        what: subject,
        effect: { kind: 'cantBeBlocked', affected: { kind: 'self' } },
        duration: 'endOfTurn',
      },
    ];
  }
  return undefined;
}

export function cantBeTargetedObjectVerb({ p, subject, fail }: ObjectVerbScope): Effect[] | null | undefined {
  // 601.2c / 611.2: "Target creature can't be the target of spells or abilities your opponents control this turn".
  const r = targetRestriction(p);
  if (!r) return undefined;
  const d = duration(p);
  if (!d) return fail();
  return [
    {
      kind: 'grantStatic',
      what: subject,
      effect: { kind: 'cantBeTargetedBy', affected: { kind: 'self' }, ...r },
      duration: d,
    },
  ];
}

export function cantAttackOrBlockForObjectVerb({ p, subject, fail }: ObjectVerbScope): Effect[] | null | undefined {
  if (p.eat("can't block") || p.eat("can't attack or block") || p.eat("can't attack")) {
    const kind =
      p.toks[p.i - 1]!.t === 'block' ? (p.toks[p.i - 3]?.t === 'or' ? 'cantAttackOrBlock' : 'cantBlock') : 'cantAttack';
    const d = duration(p);
    if (!d) return fail();
    return [
      { kind: 'grantStatic', what: subject, effect: { kind, affected: { kind: 'self' } }, duration: d } as Effect,
    ];
  }
  return undefined;
}
