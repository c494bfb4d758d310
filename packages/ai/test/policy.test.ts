/**
 * Issue 21: the search's own playing policy (policy.ts), the heuristic with the corrections its lost games showed.
 * The search lists its candidate plans and plays its rollouts with it, so each test also names what the
 * heuristic alone would do, where that is the blunder being corrected.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aiRng,
  chars,
  heuristicChoice,
  Scenario,
  STARTER_BY_NAME,
  submitInPlace,
  type Choice,
  type GameState,
  type TargetRef,
} from '@arbiter/engine';
import { candidates, policyChoice } from '../src/index.js';

function scenario(set: (s: Scenario) => void): Scenario {
  const s = new Scenario({ players: 2, cards: (n) => STARTER_BY_NAME[n] });
  set(s);
  return s;
}

/** What a priority choice does, in card names: "pass", "Act of Treason -> Hill Giant", "Mogg Fanatic's ability -> P2". */
function said(state: GameState, c: Choice): string {
  if (c.kind !== 'action') return c.kind;
  const a = c.action;
  if (a.kind === 'pass') return 'pass';
  if (a.kind !== 'cast' && a.kind !== 'activate') return a.kind;
  const name = a.kind === 'cast' ? chars(state, a.card).name : `${chars(state, a.source).name}'s ability`;
  const at = (t: TargetRef): string => (t.kind === 'player' ? `P${t.player + 1}` : chars(state, t.id).name);
  const targets = (a.targets ?? []).flat().map(at);
  return targets.length ? `${name} -> ${targets.join(', ')}` : name;
}

function decide(state: GameState, pick: typeof policyChoice = policyChoice): string {
  return said(state, pick(state, state.pending!, aiRng('policy')));
}

test('613.1b: the policy aims Act of Treason at the opponent’s biggest creature in its precombat main phase', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears']);
    s.battlefield(1, ['Hill Giant', 'Llanowar Elves']);
    s.hand(0, ['Act of Treason']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  // The heuristic reads "untap" and "haste" as help and borrows its own creature.
  assert.equal(decide(state, heuristicChoice), 'Act of Treason -> Grizzly Bears');
  assert.equal(decide(state), 'Act of Treason -> Hill Giant');
});

test('613.1b / 506.1: the policy keeps Act of Treason after combat, when the borrowed creature could not attack', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears']);
    s.battlefield(1, ['Hill Giant']);
    s.hand(0, ['Act of Treason']);
  }).start({ active: 0, step: 'main2', landsPlayed: 1 });
  assert.equal(decide(state), 'pass');
});

test('701.21a / 608.2b: the policy sacrifices Mogg Fanatic in response to a Lightning Bolt aimed at it', () => {
  const s = scenario((x) => {
    x.battlefield(1, ['Mountain']);
    x.battlefield(0, ['Llanowar Elves']);
  });
  const fanatic = s.battlefield(0, ['Mogg Fanatic'])[0]!;
  s.stackSpell(1, { card: 'Lightning Bolt', targets: [[{ kind: 'object', id: fanatic }]] });
  const state = s.start({ active: 1, step: 'main1', priority: 0 });
  assert.equal(decide(state, heuristicChoice), 'pass', 'the heuristic never pays a sacrifice cost');
  assert.equal(decide(state), "Mogg Fanatic's ability -> P2");
});

test('602.2: the policy trades Mogg Fanatic for a creature worth more (Savannah Lions), not for a Llanowar Elves', () => {
  const lions = scenario((s) => {
    s.battlefield(0, ['Mogg Fanatic']);
    s.battlefield(1, ['Savannah Lions']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(lions), "Mogg Fanatic's ability -> Savannah Lions");
  const elves = scenario((s) => {
    s.battlefield(0, ['Mogg Fanatic']);
    s.battlefield(1, ['Llanowar Elves']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(elves), 'pass');
});

test('104.3a / 120.3: the policy aims Lightning Bolt at an opponent with 3 life, not at the creature it could kill', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Mountain']);
    s.battlefield(1, ['Grizzly Bears']);
    s.hand(0, ['Lightning Bolt']);
    s.life(1, 3);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(state, heuristicChoice), 'Lightning Bolt -> Grizzly Bears');
  assert.equal(decide(state), 'Lightning Bolt -> P2');
});

test('601.2f: the policy casts Bone Splinters only when its target is worth more than the creature it sacrifices', () => {
  const cheap = scenario((s) => {
    s.battlefield(0, ['Swamp', 'Typhoid Rats']);
    s.battlefield(1, ['Doomed Traveler']);
    s.hand(0, ['Bone Splinters']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(cheap, heuristicChoice), 'Bone Splinters -> Doomed Traveler');
  assert.equal(decide(cheap), 'pass');
  const angel = scenario((s) => {
    s.battlefield(0, ['Swamp', 'Typhoid Rats']);
    s.battlefield(1, ['Serra Angel']);
    s.hand(0, ['Bone Splinters']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(angel), 'Bone Splinters -> Serra Angel');
});

test('issue 21: the search’s candidate plans are the policy’s (Act of Treason at the opponent’s creature)', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears']);
    s.battlefield(1, ['Hill Giant']);
    s.hand(0, ['Act of Treason']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  const plans = candidates(state, state.pending!, aiRng('c')).map((c) => said(state, c));
  assert.ok(plans.includes('Act of Treason -> Hill Giant'), plans.join('; '));
  assert.ok(!plans.includes('Act of Treason -> Grizzly Bears'), plans.join('; '));
});

test('107.3 / 120.3: the policy aims Blaze at a creature X damage kills, at the face for 4 or more, else keeps it', () => {
  const kills = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
    s.battlefield(1, ['Serra Angel', 'Grizzly Bears']);
    s.hand(0, ['Blaze']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(kills, heuristicChoice), 'Blaze -> Serra Angel', 'the heuristic aims 2 damage at a 4/4');
  assert.equal(decide(kills), 'Blaze -> Grizzly Bears');
  const small = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain']);
    s.battlefield(1, ['Serra Angel']);
    s.hand(0, ['Blaze']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(small, heuristicChoice), 'Blaze -> Serra Angel');
  assert.equal(decide(small), 'pass', 'a Blaze for 1 at the face would waste the card');
  const big = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
    s.battlefield(1, ['Serra Angel']);
    s.hand(0, ['Blaze']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(big), 'Blaze -> Serra Angel', 'X = 4 kills the Angel');
  const face = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
    s.battlefield(1, ['Colossal Dreadmaw']);
    s.hand(0, ['Blaze']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(face), 'Blaze -> P2');
});

test('704.5j: the policy keeps a second Jace Beleren while the first is on the battlefield', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Island', 'Island', 'Island', 'Island', { card: 'Jace Beleren', counters: { loyalty: 3 } }]);
    s.hand(0, ['Jace Beleren']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(state, heuristicChoice), 'Jace Beleren', 'the heuristic casts it into the legend rule');
  assert.equal(decide(state), "Jace Beleren's ability -> P1", 'it uses the one it has instead');
});

test('305.2: the policy plays the land of the colour its hand needs (a Forest for Grizzly Bears beside two Mountains)', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain']);
    s.hand(0, ['Mountain', 'Forest', 'Grizzly Bears', 'Giant Growth']);
  }).start({ active: 0, step: 'main1' });
  const land = (c: Choice): string =>
    c.kind === 'action' && c.action.kind === 'playLand' ? chars(state, c.action.card).name : said(state, c);
  assert.equal(land(heuristicChoice(state, state.pending!, aiRng('p'))), 'Mountain', 'the first land in its hand');
  assert.equal(land(policyChoice(state, state.pending!, aiRng('p'))), 'Forest');
  const plans = candidates(state, state.pending!, aiRng('c')).map(land);
  assert.ok(!plans.includes('Mountain'), `the search weighs only the policy's land: ${plans.join('; ')}`);
});

test('303.4: the policy puts a second Pacifism on a creature that doesn’t wear one, or keeps it', () => {
  const s = scenario((x) => {
    x.battlefield(0, ['Plains', 'Plains']);
    x.hand(0, ['Pacifism']);
  });
  const [angel] = s.battlefield(1, ['Serra Angel', 'Grizzly Bears']);
  s.permanent(0, { card: 'Pacifism', attachedTo: angel });
  const state = s.start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(state, heuristicChoice), 'Pacifism -> Serra Angel', 'the heuristic pacifies the Angel again');
  assert.equal(decide(state), 'Pacifism -> Grizzly Bears');
  const alone = scenario((x) => {
    x.battlefield(0, ['Plains', 'Plains']);
    x.hand(0, ['Pacifism']);
  });
  const [only] = alone.battlefield(1, ['Serra Angel']);
  alone.permanent(0, { card: 'Pacifism', attachedTo: only });
  assert.equal(decide(alone.start({ active: 0, step: 'main1', landsPlayed: 1 })), 'pass');
});

test('508.1a / 506.1: the policy taps the opponent’s biggest attacker in their beginning of combat, not in its own turn', () => {
  const setup = (x: Scenario): void => {
    x.battlefield(0, ['Plains', "Gideon's Lawkeeper"]);
    x.battlefield(1, ['Grizzly Bears', 'Hill Giant']);
  };
  const theirs = scenario(setup).start({ active: 1, step: 'beginCombat', priority: 0 });
  assert.equal(decide(theirs, heuristicChoice), 'pass', 'the heuristic activates abilities only in its own turn');
  assert.equal(decide(theirs), "Gideon's Lawkeeper's ability -> Hill Giant");
  const mine = scenario(setup).start({ active: 0, step: 'upkeep' });
  assert.equal(decide(mine, heuristicChoice), "Gideon's Lawkeeper's ability -> Hill Giant");
  assert.equal(decide(mine), 'pass', 'tapped in its own upkeep, the Giant untaps before it could attack');
});

test('508.1a: the policy doesn’t tap a creature that is already tapped, nor one that could not attack (302.6)', () => {
  const s = scenario((x) => x.battlefield(0, ['Plains', "Gideon's Lawkeeper"]));
  s.permanent(1, { card: 'Hill Giant', tapped: true });
  s.permanent(1, { card: 'Serra Angel', summoningSick: true });
  s.battlefield(1, ['Grizzly Bears']);
  assert.equal(
    decide(s.start({ active: 1, step: 'beginCombat', priority: 0 })),
    "Gideon's Lawkeeper's ability -> Grizzly Bears",
  );
});

test('606.3: the policy uses Jace Beleren’s −1 on itself, where the heuristic’s +2 draws the opponent a card too', () => {
  const at = (loyalty: number): GameState =>
    scenario((s) => {
      s.battlefield(0, ['Island', { card: 'Jace Beleren', counters: { loyalty } }]);
    }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(at(3), heuristicChoice), "Jace Beleren's ability");
  assert.equal(decide(at(3)), "Jace Beleren's ability -> P1");
  assert.equal(decide(at(1)), "Jace Beleren's ability", 'at 1 loyalty the −1 would kill Jace: +2 instead');
});

test('702.2b: the policy keeps Giant Growth when a deathtouch blocker kills its creature anyway', () => {
  const s = scenario((x) => x.hand(0, ['Giant Growth']));
  const [, goblin] = s.battlefield(0, ['Forest', 'Raging Goblin']);
  const [rats] = s.battlefield(1, ['Typhoid Rats']);
  const state = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const go = (p: number, c: Choice): void => assert.ok(submitInPlace(state, p, c).ok);
  go(0, { kind: 'declareAttackers', attacks: [{ attacker: goblin!, defender: { kind: 'player', player: 1 } }] });
  while (state.pending?.kind === 'priority') go(state.pending.player, { kind: 'action', action: { kind: 'pass' } });
  go(1, { kind: 'declareBlockers', blocks: [{ blocker: rats!, attacker: goblin! }] });
  assert.equal(decide(state, heuristicChoice), 'Giant Growth -> Raging Goblin', 'the heuristic “saves” the Goblin');
  assert.equal(decide(state), 'pass', 'the 1/1 Goblin kills the Rats without it');
});

test('613.4b: the policy casts Humility only when the opponent’s creatures lose more by it than its own', () => {
  const hum = (mine: string[], theirs: string[]): GameState =>
    scenario((s) => {
      s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', ...mine]);
      s.battlefield(1, theirs);
      s.hand(0, ['Humility']);
    }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(hum(['Serra Angel'], ['Grizzly Bears']), heuristicChoice), 'Humility');
  assert.equal(decide(hum(['Serra Angel'], ['Grizzly Bears'])), 'pass');
  assert.equal(decide(hum(['Savannah Lions'], ['Colossal Dreadmaw'])), 'Humility');
});

test('614.1a: the policy casts Furnace of Rath only when its creatures have more power than the opponent’s', () => {
  const furnace = (mine: string[], theirs: string[]): GameState =>
    scenario((s) => {
      s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', ...mine]);
      s.battlefield(1, theirs);
      s.hand(0, ['Furnace of Rath']);
    }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(furnace(['Raging Goblin'], ['Hill Giant']), heuristicChoice), 'Furnace of Rath');
  assert.equal(decide(furnace(['Raging Goblin'], ['Hill Giant'])), 'pass');
  assert.equal(decide(furnace(['Hill Giant'], ['Raging Goblin'])), 'Furnace of Rath');
});

test('601.2h: the policy pays Bone Splinters’ sacrifice with its creature of least worth', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Swamp', 'Vampire Nighthawk', 'Mogg Fanatic']);
    s.battlefield(1, ['Serra Angel']);
    s.hand(0, ['Bone Splinters']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  const paid = (c: Choice): string =>
    c.kind === 'action' && c.action.kind === 'cast'
      ? (c.action.costObjects ?? []).map((id) => chars(state, id).name).join() || 'the engine’s pick'
      : said(state, c);
  assert.equal(paid(heuristicChoice(state, state.pending!, aiRng('p'))), 'the engine’s pick');
  assert.equal(paid(policyChoice(state, state.pending!, aiRng('p'))), 'Mogg Fanatic');
});

test('510.1a: the policy keeps Giant Growth off an unblocked attacker unless the extra damage is lethal', () => {
  const at = (life: number): GameState => {
    const s = scenario((x) => {
      x.hand(0, ['Giant Growth']);
      x.life(1, life);
    });
    const [, goblin] = s.battlefield(0, ['Forest', 'Raging Goblin']);
    s.battlefield(1, ['Horned Turtle']);
    const state = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const go = (p: number, c: Choice): void => assert.ok(submitInPlace(state, p, c).ok);
    go(0, { kind: 'declareAttackers', attacks: [{ attacker: goblin!, defender: { kind: 'player', player: 1 } }] });
    while (state.pending?.kind === 'priority') go(state.pending.player, { kind: 'action', action: { kind: 'pass' } });
    go(1, { kind: 'declareBlockers', blocks: [] });
    return state;
  };
  assert.equal(decide(at(20), heuristicChoice), 'Giant Growth -> Raging Goblin', 'the heuristic pumps for 3 damage');
  assert.equal(decide(at(20)), 'pass');
  assert.equal(decide(at(4)), 'Giant Growth -> Raging Goblin', '1 + 3 damage is lethal at 4 life');
});

test('120.3: the policy keeps Lightning Bolt for a creature while the opponent’s life is above 10', () => {
  const at = (life: number): GameState =>
    scenario((s) => {
      s.battlefield(0, ['Mountain']);
      s.battlefield(1, ['Serra Angel']);
      s.hand(0, ['Lightning Bolt']);
      s.life(1, life);
    }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(
    decide(at(20), heuristicChoice),
    'Lightning Bolt -> P2',
    'it kills no creature, so the heuristic aims at the face',
  );
  assert.equal(decide(at(20)), 'pass');
  assert.equal(decide(at(10)), 'Lightning Bolt -> P2');
});

test('701.8a: the policy keeps Murder rather than destroy a 1/1 Soldier token', () => {
  const s = scenario((x) => {
    x.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
    x.hand(0, ['Murder']);
  });
  s.stackSpell(1, { card: 'Raise the Alarm' });
  const state = s.start({ active: 0, step: 'main1', landsPlayed: 1, priority: 0 });
  const go = (p: number, c: Choice): void => assert.ok(submitInPlace(state, p, c).ok);
  while (state.turns[0]!.stack.length > 0) go(state.pending!.player, { kind: 'action', action: { kind: 'pass' } });
  assert.equal(decide(state, heuristicChoice), 'Murder -> Soldier');
  assert.equal(decide(state), 'pass');
});

test('701.6a: the policy counters a spell of mana value 3 or more, or one aimed at its own things, not a Raging Goblin', () => {
  const against = (spell: string, aimAtBears: boolean): GameState => {
    const s = scenario((x) => {
      x.battlefield(0, ['Island', 'Island']);
      x.hand(0, ['Counterspell']);
    });
    const [bears] = s.battlefield(0, ['Grizzly Bears']);
    s.stackSpell(1, { card: spell, ...(aimAtBears ? { targets: [[{ kind: 'object', id: bears! }]] } : {}) });
    return s.start({ active: 1, step: 'main1', priority: 0 });
  };
  assert.equal(decide(against('Raging Goblin', false), heuristicChoice), 'Counterspell -> Raging Goblin');
  assert.equal(decide(against('Raging Goblin', false)), 'pass');
  assert.equal(decide(against('Serra Angel', false)), 'Counterspell -> Serra Angel');
  assert.equal(decide(against('Lightning Bolt', true)), 'Counterspell -> Lightning Bolt');
});

test('613.1b: the policy keeps Act of Treason when the opponent’s biggest creature has less than 3 power', () => {
  const state = scenario((s) => {
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
    s.battlefield(1, ['Grizzly Bears']);
    s.hand(0, ['Act of Treason']);
  }).start({ active: 0, step: 'main1', landsPlayed: 1 });
  assert.equal(decide(state), 'pass', 'borrowing a 2/2 for three mana deals only 2');
});
