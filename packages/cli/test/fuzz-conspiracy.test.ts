/**
 * 905: Conspiracy Draft games from the draft to the result (issue 18 "Done when" 3: 50 games). Each game drafts
 * boosters of compiled cards with a conspiracy in each (905.1a–b, one card per pick), builds forty-card decks from
 * the pools (905.1d), puts the drafted conspiracies into the command zone (905.4: hidden agenda face down with a
 * chosen name), and plays a Free-for-All (905.3) with random players, who turn conspiracies face up among their
 * other actions (702.106c); the invariant check runs after every action. CI runs 5; FUZZ_SCALE=10 runs all 50.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkInvariants, createGame, playOut, randomPlayer } from '@arbiter/engine';
import { conspiracyDraftGame } from '../src/conspiracy-draft.js';

const FULL = 50;
const games = Math.max(1, Math.round((FULL / 10) * (Number(process.env['FUZZ_SCALE'] ?? '1') || 1)));

test(`905: ${games} Conspiracy Draft games (three to five players) from the draft to the result`, () => {
  let revealed = 0;
  let used = 0;
  let inCommand = 0;
  for (let seed = 1; seed <= games; seed++) {
    const players = 3 + (seed % 3);
    const { setup, draft } = conspiracyDraftGame(players, `fuzz-${seed}`, 30);
    const added = draft.used.filter((u) => u.use === 'addPack').length;
    assert.equal(
      draft.pools.flat().length,
      players * 3 * 15 + added * 15,
      '905.1a: every card of every booster (and of every pack Lore Seeker added, 905.2b) is drafted',
    );
    used += draft.used.length;
    const g = createGame(setup);
    assert.deepEqual(
      g.players.map((p) => [p.life, p.hand.length]),
      g.players.map(() => [20, 7]),
      '905.6',
    );
    const conspiracies = g.command.filter((id) => g.cards[g.objects[id]!.defKey]!.types.includes('Conspiracy'));
    assert.equal(
      conspiracies.length,
      setup.players.reduce((n, p) => n + (p.conspiracies?.length ?? 0), 0),
      '905.4',
    );
    inCommand += conspiracies.length;
    const owners = new Map(conspiracies.map((id) => [id, g.objects[id]!.owner]));
    let since = 0;
    playOut(g, {
      players: [randomPlayer],
      aiSeed: seed,
      maxDecisions: 8000,
      onRefused: (_s, p, c, message) => assert.fail(`seed ${seed}: ${c.kind} by player ${p} refused: ${message}`),
      afterEach: (s) => {
        const problems = checkInvariants(s, { sinceLog: since });
        since = s.log.length;
        if (problems.length) assert.fail(`seed ${seed}, decision ${s.decisionCount}: ${problems.join('; ')}`);
        // 313.3: a conspiracy stays in the command zone (until its owner leaves the game, 800.4a).
        for (const id of conspiracies.filter((c) => !s.players[owners.get(c)!]!.left))
          assert.equal(s.objects[id]?.zone, 'command', `seed ${seed}: 313.3 a conspiracy stays in the command zone`);
      },
    });
    assert.ok(g.result, `seed ${seed} finished with a result`);
    revealed += g.log.filter((e) => e.rules.includes('702.106c')).length;
  }
  if (games >= 50) assert.ok(used > 0, '905.2: draft abilities (Cogwork Librarian, Lore Seeker) were used');
  assert.ok(inCommand > 0, 'conspiracies were drafted and put into the command zone');
  assert.ok(revealed > 0, 'hidden agendas were turned face up during the games');
});
