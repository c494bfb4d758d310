/**
 * Kinship (Morningtide): "You may look at the top card of your library. If it shares a creature type with ~, you may
 * reveal it. If you do, [effect]."
 *
 * Looking at the card changes nothing in the game (401.2: the player sees it privately); what matters is whether the
 * top card shares a creature type with the source (205.3m) — the engine condition `topCardSharesCreatureType` — and
 * whether the player then chooses to reveal it. The compiled form is: if it shares one, the player may reveal it
 * (`lookAtTop` with `reveal`, the card staying on top) and, having done so, [effect].
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import { untokenize } from './tokens.js';

export function kinshipClause(
  p: Cursor,
  ctx: Ctx,
  sentence: (p: Cursor, ctx: Ctx) => Effect[] | null,
): Effect[] | null {
  if (!p.is('you', 'may', 'look', 'at', 'the', 'top', 'card', 'of', 'your', 'library', '.', 'if', 'it', 'shares'))
    return null;
  return p.try((): Effect[] | null => {
    const start = p.i;
    if (
      !p.eat(
        'you may look at the top card of your library . if it shares a creature type with ~ , you may reveal it . if you do ,',
      )
    )
      return null;
    const then = sentence(p, ctx);
    if (!then) return null;
    const reveal: Effect = {
      kind: 'lookAtTop',
      library: { kind: 'you' },
      count: { kind: 'fixed', n: 1 },
      picks: [],
      rest: 'top',
      restOrder: 'any',
      reveal: true,
    };
    return [
      {
        kind: 'conditional',
        condition: { kind: 'topCardSharesCreatureType' },
        then: [
          {
            kind: 'optional',
            who: { kind: 'you' },
            effects: [reveal, ...then],
            text: untokenize(p.toks.slice(start, p.i)),
          },
        ],
      },
    ];
  });
}
