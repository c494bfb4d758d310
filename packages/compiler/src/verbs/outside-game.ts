/**
 * 400.11a–b: "[You may] reveal a [filter] card you own from outside the game and put it into your hand" (the modern
 * wording of the wishes), "choose a [filter] card you own from outside the game, reveal that card, and put it into
 * your hand" (the older one), and "put a card you own from outside the game into your hand" (Death Wish). One entry
 * of PLAYER_VERBS (effects.ts); the engine's `fromOutsideGame` effect.
 */
import { describesOutsideCard, type Effect, type ObjectMatch, type PlayerRef } from '@arbiter/engine';
import type { PlayerVerbScope } from '../effects.js';
import { desc, descFilter, type Desc } from '../phrases.js';
import type { Cursor } from '../cursor.js';

/** The card description as one match: alternatives that differ only in card type ("creature or land") merge. */
function cardMatch(d: Desc): ObjectMatch | null {
  const f = descFilter(d, 'library');
  if (!f) return null;
  let match: ObjectMatch | null = null;
  if (f.kind === 'object') match = f.match;
  else if (f.kind === 'anyOf' && f.filters.every((g) => g.kind === 'object' && onlyTypes(g.match))) {
    const types = f.filters.flatMap((g) => (g.kind === 'object' ? (g.match.types ?? []) : []));
    match = { types };
  }
  if (!match) return null;
  const { owner, ...rest } = match;
  if (owner !== undefined && owner !== 'you') return null;
  return describesOutsideCard(rest) ? rest : null;
}

function onlyTypes(m: ObjectMatch): boolean {
  return Object.keys(m).every((k) => k === 'types' || k === 'owner');
}

/** "a sorcery card you own from outside the game": the card's match, or null. */
function outsideCard(p: Cursor): ObjectMatch | null {
  if (!(p.eat('a') || p.eat('an'))) return null;
  const d = desc(p);
  if (!d || !d.card || d.plural) return null;
  p.eat('you own');
  if (!p.eat('from outside the game')) return null;
  return cardMatch(d);
}

/**
 * 701.48a: "Learn" means "You may reveal a Lesson card you own from outside the game and put it into your hand, or you
 * may discard a card to draw a card." First the Lesson is offered; a player who declines it may discard to draw.
 */
function learn(who: Extract<PlayerRef, { kind: 'you' }>): Effect[] {
  return [
    {
      kind: 'optional',
      who,
      text: 'Reveal a Lesson card you own from outside the game and put it into your hand (learn)',
      effects: [{ kind: 'fromOutsideGame', who, match: { subtypes: ['Lesson'] }, reveal: true }],
      otherwise: [
        {
          kind: 'payOrNot',
          who,
          cost: { parts: [{ kind: 'discard', what: { kind: 'object', match: {} }, count: 1 }] },
          paid: [{ kind: 'draw', who, amount: { kind: 'fixed', n: 1 } }],
          unpaid: [],
          text: 'Discard a card to draw a card (learn)',
        },
      ],
    },
  ];
}

export function fromOutsideGamePlayerVerb({ p, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind !== 'you' || third) return undefined;
  if (p.eat('learn')) return learn(who); // 701.48a
  if (!p.is('reveal') && !p.is('choose') && !p.is('put')) return undefined;
  const r = p.try((): Effect[] | null => {
    if (p.eat('reveal')) {
      const match = outsideCard(p);
      if (!match || !p.eat('and put it into your hand')) return null;
      return [{ kind: 'fromOutsideGame', who, match, reveal: true }];
    }
    if (p.eat('choose')) {
      const match = outsideCard(p);
      if (!match) return null;
      const reveal = p.eat(', reveal that card ,');
      if (!p.eat('and put it into your hand')) return null;
      return [{ kind: 'fromOutsideGame', who, match, reveal }];
    }
    if (!p.eat('put')) return null;
    const match = outsideCard(p);
    if (!match || !p.eat('into your hand')) return null;
    return [{ kind: 'fromOutsideGame', who, match, reveal: false }];
  });
  return r ?? undefined;
}
