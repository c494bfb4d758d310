import { formatResult, resultJson, summarize, type ScenarioResult } from '@arbiter/scenarios';
import { collectScenarioFiles, defaultSources, runScenarioFile } from '@arbiter/scenarios/node';
import { parseFlags, UsageError, type CliIO, type Command } from '../command.js';

const USAGE = `Usage: arbiter scenario run <files or folders…> [--json] [--verbose] [--strict]

  Runs scenario files (docs/scenarios.md): each sets up a position, plays a script
  and checks the expected outcome. Folders are searched for *.yaml / *.yml.

  --json      one JSON object per file: {"file","pass","status","failures":[…]}
  --verbose   also list the failures of scenarios marked expect_fail
  --strict    a scenario marked expect_fail that passes counts as a failure

  Exit status: 0 if every scenario passed (or failed as expected), 1 otherwise.`;

export const scenarioCommand: Command = {
  name: 'scenario',
  summary: 'run scenario files: set up a position, script actions, check the outcome',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const [sub, ...rest] = args;
    if (sub !== 'run')
      throw new UsageError(sub === undefined ? 'missing sub-command (run)' : `unknown sub-command '${sub}'`);
    const { flags, positional } = parseFlags(rest, { booleans: ['json', 'verbose', 'strict'] });
    if (positional.length === 0) throw new UsageError('give at least one scenario file or folder');
    const { files, missing } = collectScenarioFiles(positional);
    for (const m of missing) io.stderr(`arbiter scenario: no such file or folder: ${m}\n`);
    if (files.length === 0) {
      io.stderr('arbiter scenario: no scenario files found\n');
      return 1;
    }
    const sources = await defaultSources();
    const results: ScenarioResult[] = [];
    for (const file of files) {
      const r = runScenarioFile(file, { sources });
      results.push(r);
      if (flags.has('json')) io.stdout(`${JSON.stringify(resultJson(r))}\n`);
      else io.stdout(`${formatResult(r, { verbose: flags.has('verbose') })}\n`);
    }
    const s = summarize(results);
    const strictFail = flags.has('strict') && s.counts['unexpected-pass'] > 0;
    if (!flags.has('json')) io.stdout(`\n${s.text}\n`);
    return s.ok && !strictFail && missing.length === 0 ? 0 : 1;
  },
};
