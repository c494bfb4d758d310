/**
 * 701.42 meld (712.4 meld cards): "[trigger or cost], if you both own and control ~ and a creature named [partner],
 * exile them, then meld them into [result]." The line compiles as its trigger or cost with a stand-in effect, then
 * takes the engine's `meld` effect; a triggered one gets "you control a [type] named [partner]" as its intervening-if
 * clause (603.4; the effect checks ownership and control again as it resolves).
 */
import type { AbilityNode, CardType, Effect } from '@arbiter/engine';
import type { CardCtx } from './card-context.js';
import { SELF } from './normalize.js';

// The partner's name holds no full stop: "…, you may pay {3}{B}{G}. If you do, exile them …" is another line shape.
const MELD =
  /^(.*?)(,|:) ([Ii]f) you both own and control CARDNAME and an? (creature|artifact|land) named ([^.]+?), exile them, then meld them into (.+)\.$/;

const TYPES: Readonly<Record<string, CardType>> = { creature: 'Creature', artifact: 'Artifact', land: 'Land' };

/** The meld line's abilities, or null when the line is no meld line (or its trigger or cost doesn't compile). */
export function meldLine(
  text: string,
  card: CardCtx,
  compile: (text: string) => AbilityNode[] | null,
): AbilityNode[] | null {
  const m = MELD.exec(text);
  if (!m) return null;
  const [, head, sep, , kind, partnerText, intoText] = m;
  // The self-reference placeholder may stand in a name that begins with the card's short name ("Mishra, …").
  const short = card.selfName.split(',')[0] ?? card.selfName;
  const name = (s: string): string => s.split(SELF).join(short);
  const type = TYPES[kind!]!;
  const meld: Effect = { kind: 'meld', partner: name(partnerText!), into: name(intoText!), partnerType: type };
  const standIn = sep === ':' ? `${head}: Draw a card.` : `${head}, draw a card.`;
  const abilities = compile(standIn);
  if (!abilities || abilities.length !== 1) return null;
  const a = abilities[0]!;
  if (a.kind === 'activated') return [{ ...a, effects: [meld], text }];
  if (a.kind === 'triggered' && !a.interveningIf)
    return [
      {
        ...a,
        effects: [meld],
        interveningIf: {
          kind: 'controls',
          filter: { kind: 'object', match: { name: meld.partner, types: [type], owner: 'you' } },
          atLeast: 1,
        },
        text,
      },
    ];
  return null;
}
