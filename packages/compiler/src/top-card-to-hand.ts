/**
 * 701.20a / 401.2: "Reveal the top card of your library and put that card into your hand." (Dark Confidant) — one
 * lookAtTop effect that reveals the card and moves it; "that card" / "it" afterwards is the card put into the hand (the
 * resolution's created objects), and "its mana value" / "that card's mana value" is read from it (202.3, effects.ts).
 * Ad Nauseam's "You may repeat this process any number of times." follows it (608.2c).
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

export function revealTopToHand(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('reveal the top card of your library and put')) return null;
    if (!(p.eat('that card') || p.eat('it')) || !p.eat('into your hand')) return null;
    ctx.it = { kind: 'created' };
    ctx.movedOne = true;
    return [
      {
        kind: 'lookAtTop',
        library: { kind: 'you' },
        count: { kind: 'fixed', n: 1 },
        picks: [{ n: 'all', upTo: false, reveal: false, to: 'hand' }],
        rest: 'top',
        restOrder: 'any',
        reveal: true,
      },
    ];
  });
}

/**
 * 608.2c: "You may repeat this process any number of times." as the text's last sentence: every instruction before it
 * (Ad Nauseam), again as often as the controller chooses; the process must begin with the top card of your library.
 */
export function repeatProcessSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  // Only a process that begins with the top card of your library (the engine stops offering it once the library is empty).
  const first = out[0];
  const top = first?.kind === 'lookAtTop' && first.library.kind === 'you';
  if (!top || !p.is('you', 'may', 'repeat', 'this', 'process')) return false;
  const read = p.try(() =>
    p.eat('you may repeat this process any number of times') && (p.eat('.') || true) && p.done ? true : null,
  );
  if (!read) return null;
  const effects = out.splice(0, out.length);
  out.push(...effects, { kind: 'repeatProcess', effects });
  return true;
}
