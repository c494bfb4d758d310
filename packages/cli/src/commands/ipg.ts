import { describePenalty, INFRACTIONS, penaltyFor, RELS, type Rel } from '@arbiter/tournament';
import { intFlag, parseFlags, UsageError, type Command } from '../command.js';

const USAGE = `Usage: arbiter ipg <infraction> --rel regular|competitive|professional [--prior <n>] [--minutes-late <n>] [--not-detrimental] [--json]

  Prints the penalty for an infraction and the rule behind it (Infraction Procedure
  Guide, 2015; the Judging at Regular REL guide at Regular REL).

  <infraction>   a name or IPG section, e.g. drawing-extra-cards, "Game Rule Violation",
                 grv, 2.5 ('arbiter ipg list' shows them all)
  --prior        earlier offences of the same infraction (Game Play Errors: today only)
  --minutes-late Tardiness: how late the player was
  --not-detrimental  Missed Trigger: the trigger was not detrimental to its controller`;

function known(): string {
  return INFRACTIONS.map((i) => `  ${i.section.padEnd(4)} ${i.id.padEnd(32)} ${i.name} — ${i.penalty}`).join('\n');
}

export const ipgCommand: Command = {
  name: 'ipg',
  summary: 'penalty for an infraction at a Rules Enforcement Level (IPG / JAR)',
  usage: USAGE,
  async run(args, io) {
    const { flags, positional } = parseFlags(args, {
      booleans: ['json', 'not-detrimental'],
      values: ['rel', 'prior', 'minutes-late'],
    });
    if (positional[0] === 'list') {
      io.stdout(`Known infractions:\n${known()}\n`);
      return 0;
    }
    if (positional.length === 0) throw new UsageError('which infraction? (arbiter ipg list)');
    const query = positional.join(' ');
    const relRaw = flags.get('rel');
    if (typeof relRaw !== 'string') throw new UsageError('--rel regular|competitive|professional is required');
    const rel = relRaw.toLowerCase();
    if (!RELS.includes(rel as Rel)) throw new UsageError(`--rel must be one of ${RELS.join(', ')}`);
    let decision;
    try {
      decision = penaltyFor(query, {
        rel: rel as Rel,
        previousOffences: intFlag(flags, 'prior', 0, 0, 100),
        ...(flags.has('minutes-late') ? { minutesLate: intFlag(flags, 'minutes-late', 0, 0, 1000) } : {}),
        ...(flags.has('not-detrimental') ? { detrimental: false } : {}),
      });
    } catch (err) {
      if (err instanceof RangeError) {
        io.stderr(`arbiter ipg: unknown infraction '${query}'. Known infractions:\n${known()}\n`);
        return 2;
      }
      throw err;
    }
    if (flags.has('json')) {
      const { infraction, ...rest } = decision;
      io.stdout(
        `${JSON.stringify({ ...rest, infraction: infraction.name, section: `IPG ${infraction.section}`, category: infraction.category, rule: infraction.rule }, null, 2)}\n`,
      );
    } else io.stdout(`${describePenalty(decision)}\n`);
    return 0;
  },
};
