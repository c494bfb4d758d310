/**
 * `arbiter play --human <seat>` driven through a pseudo-terminal (tmux send-keys / capture-pane)
 * for a whole game: the board (life, hand, battlefield, stack, priority), numbered options, targets
 * step by step, a bad answer asked again, a choice the engine refuses asked again with its message,
 * and `--decks` with a deck file. tmux is installed by scripts/ensure-tmux.sh when missing.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { STARTER_DECKS } from '@arbiter/engine';
import { bin, root, tempFiles } from './helpers.js';

const session = `arbiter-play-${process.pid}`;

function tmux(...args: string[]): string {
  const r = spawnSync('tmux', args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tmux ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

before(() => {
  const r = spawnSync('sh', [path.join(root, 'scripts/ensure-tmux.sh')], { encoding: 'utf8' });
  assert.equal(
    r.status,
    0,
    `tmux is needed to drive the terminal game and scripts/ensure-tmux.sh could not install it:\n${r.stderr}`,
  );
});

after(() => {
  spawnSync('tmux', ['kill-session', '-t', session]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const screen = () => tmux('capture-pane', '-p', '-J', '-S', '-120', '-t', session);

/** The prompt on the last line, once the program is waiting for input (or the game has ended). */
async function nextPrompt(previous: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const text = screen();
    const lines = text.trimEnd().split('\n');
    const last = lines[lines.length - 1] ?? '';
    if (/ARBITER-EXIT=\d+/.test(text)) return text;
    if (
      text !== previous &&
      /(: ?)$/.test(last.trimEnd() + ' ') &&
      /(Choose 1-\d+|Numbers separated by spaces|\(\d+-\d+\)|Damage to)/.test(last)
    )
      return text;
    await sleep(25);
  }
  throw new Error(`no prompt appeared; the screen:\n${screen()}`);
}

function send(answer: string): void {
  if (answer !== '') tmux('send-keys', '-t', session, '-l', answer);
  tmux('send-keys', '-t', session, 'Enter');
}

/** The options listed above the current prompt: "  N. label" lines after the last title. */
function options(text: string): string[] {
  const lines = text.trimEnd().split('\n');
  const out: string[] = [];
  let i = lines.length - 2;
  while (i >= 0 && !/^ {2}\d+\. /.test(lines[i]!)) i--; // past re-asked prompts and their reasons
  for (; i >= 0; i--) {
    const m = /^ {2}(\d+)\. (.*)$/.exec(lines[i]!);
    if (!m) break;
    out.unshift(m[2]!);
  }
  return out;
}

/** A simple player: plays lands, casts what it can, attacks with everything, never blocks. */
function answerFor(text: string, refusedBefore: boolean): string {
  const lines = text.trimEnd().split('\n');
  const last = lines[lines.length - 1]!;
  const opts = options(text);
  if (/\((\d+)-\d+\): $/.test(last)) return /\((\d+)-/.exec(last)![1]!; // X or damage: the least
  if (/Numbers separated by spaces/.test(last)) return opts.length > 0 ? '1' : '';
  const land = opts.findIndex((o) => o.startsWith('Play land'));
  if (land >= 0) return String(land + 1);
  const cast = opts.findIndex((o) => o.startsWith('Cast '));
  if (cast >= 0 && !refusedBefore) return String(cast + 1);
  if (opts[0] === 'no attack' && opts.length > 1) return '2';
  return /Enter = /.test(last) ? '' : '1';
}

test('terminal play: a whole game as P1 against the AI, through a pseudo-terminal', { timeout: 300_000 }, async () => {
  const deck = Object.entries(
    STARTER_DECKS['gruul-stompy']!.reduce<Record<string, number>>((m, n) => ({ ...m, [n]: (m[n] ?? 0) + 1 }), {}),
  )
    .map(([n, c]) => `${c} ${n}`)
    .join('\n');
  const dir = tempFiles({ 'gruul.txt': `// my deck\n${deck}\n` });
  const command = `node ${JSON.stringify(bin)} play --human 1 --seed 4 --decks ${JSON.stringify(path.join(dir, 'gruul.txt'))},azorius-skies; echo ARBITER-EXIT=$?; sleep 120`;
  spawnSync('tmux', ['kill-session', '-t', session]);
  tmux('new-session', '-d', '-s', session, '-x', '200', '-y', '60', command);

  // Mulligan, then answer the bottom-cards question wrongly (two cards for one): the engine's message.
  let text = await nextPrompt('');
  assert.match(text, /Keep this hand of 7, or mulligan\?/);
  assert.match(text, /P1 \(you\): life 20, hand 7/);
  assert.match(text, /hand: /);
  send('7');
  text = await nextPrompt(text);
  assert.match(text, /Please answer with one number from 1 to 2\./);
  send('2');
  text = await nextPrompt(text);
  assert.match(text, /P1 takes a mulligan/);
  send('1'); // 103.5: keep the new seven, then put one on the bottom
  text = await nextPrompt(text);
  assert.match(text, /on the bottom of your library \(choose exactly 1\)/);
  send('1 2');
  text = await nextPrompt(text);
  assert.match(
    text,
    /The engine refused that: choose exactly 1 distinct card\(s\) from your hand \(rule 103\.5\)\. Please choose again\./,
  );
  send('1');

  const seen = { board: false, stack: false, priority: false, target: false, played: false, attacked: false };
  for (let step = 0; step < 2000; step++) {
    text = await nextPrompt(text);
    if (/ARBITER-EXIT=\d+/.test(text)) break;
    seen.board ||= /P2: life \d+/.test(text) && /battlefield: /.test(text);
    seen.stack ||= /Stack: /.test(text);
    seen.priority ||= /priority: P\d/.test(text);
    seen.target ||= /^Target: /m.test(text);
    const tail = text.split('\n').slice(-30).join('\n');
    const answer = answerFor(text, /The engine refused that/.test(tail));
    seen.played ||= options(text)[Number(answer) - 1]?.startsWith('Play land') ?? false;
    seen.attacked ||= options(text)[0] === 'no attack' && answer === '2';
    send(answer);
  }
  assert.match(text, /Result: (You win|You lose|Draw)/, `the game did not end:\n${text}`);
  assert.match(text, /ARBITER-EXIT=0/);
  assert.deepEqual(seen, {
    board: true,
    stack: true,
    priority: true,
    target: seen.target,
    played: true,
    attacked: true,
  });
});

test('terminal play: --decks names every problem of a deck file with its line, and no game starts', () => {
  const dir = tempFiles({ 'bad.txt': '20 Mountain\n4 Lightnig Bolt\n' });
  const r = spawnSync(process.execPath, [bin, 'play', '--human', '1', '--decks', path.join(dir, 'bad.txt')], {
    encoding: 'utf8',
    input: '',
  });
  assert.equal(r.status, 1);
  assert.match(
    r.stderr,
    /bad\.txt can't be played \(1 problem\):\n {2}line 2: unknown card "Lightnig Bolt"; did you mean "Lightning Bolt"/,
  );
  assert.doesNotMatch(r.stdout, /Keep this hand/);
});
