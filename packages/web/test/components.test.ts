/**
 * The decision panel renders an interface for every PendingDecision kind (and a generic one for
 * kinds it doesn't know), every interface string exists in Chinese, and names are text, never HTML.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor, type GameView, type LegalAction, type PendingDecision } from '@arbiter/engine';
import { DecisionPanel, DividePicker } from '../src/components/Decision.js';
import { Seat } from '../src/components/Seat.js';
import { Card } from '../src/components/Card.js';
import { objectName } from '../src/board.js';
import { EN, ZH, LangContext, translate, type Lang } from '../src/i18n.js';
import { commanderGame, twoPlayerGame, playUntil, viewOfPending } from './fixtures.js';

function render(el: React.ReactElement, lang: Lang = 'en'): string {
  return renderToStaticMarkup(
    React.createElement(
      LangContext.Provider,
      { value: { lang, t: (k, p) => translate(lang, k, p), setLang: () => undefined } },
      el,
    ),
  );
}

/** A seat rendered for `view` (connected, no handlers): `me` is the viewer's own seat; `inRange` as the table's range of influence. */
function seatHtml(
  view: GameView,
  player: GameView['players'][number],
  o: { me?: boolean; inRange?: ReadonlySet<number> | null; lang?: Lang } = {},
): string {
  return render(
    React.createElement(Seat, {
      view,
      player,
      me: o.me ?? false,
      connected: true,
      inRange: o.inRange ?? null,
      onObject: () => undefined,
      openZone: () => undefined,
    }),
    o.lang,
  );
}

function panel(view: GameView, decision: PendingDecision, lang: Lang = 'en'): string {
  return render(
    React.createElement(DecisionPanel, {
      view,
      decision,
      submit: () => undefined,
      chosenAction: null,
      setChosenAction: () => undefined,
    }),
    lang,
  );
}

const game = playUntil(twoPlayerGame(), (s) => s.battlefield.length >= 4 && s.pending?.kind === 'priority');
const view = viewOfPending(game);
const me = game.pending!.player;
const someIds = view.battlefield.slice(0, 2).map((o) => o.id);

/** One decision of every kind the engine declares (packages/engine/src/decisions/types.ts). */
const ALL: Record<PendingDecision['kind'], PendingDecision> = {
  mulligan: { kind: 'mulligan', player: me, prompt: 'Keep or mulligan?', mulligansTaken: 1 },
  bottomCards: { kind: 'bottomCards', player: me, prompt: 'Bottom 1', count: 1, hand: someIds },
  priority: game.pending as PendingDecision,
  declareAttackers: {
    kind: 'declareAttackers',
    player: me,
    prompt: 'Attack?',
    options: [{ attacker: someIds[0]!, defenders: [{ kind: 'player', player: 1 - me }], mustAttack: false }],
  },
  declareBlockers: {
    kind: 'declareBlockers',
    player: me,
    prompt: 'Block?',
    options: [{ blocker: someIds[0]!, attackers: [someIds[1]!] }],
  },
  assignCombatDamage: {
    kind: 'assignCombatDamage',
    player: me,
    prompt: 'Assign',
    attacker: someIds[0]!,
    amount: 4,
    blockers: [someIds[1]!],
    lethal: [2],
    trampleTo: { kind: 'player', player: 1 - me },
  },
  chooseObjects: {
    kind: 'chooseObjects',
    player: me,
    prompt: 'Sacrifice one',
    options: someIds,
    min: 1,
    max: 1,
    purpose: 'sacrifice',
  },
  orderObjects: { kind: 'orderObjects', player: me, prompt: 'Order them', objects: someIds },
  chooseTargets: {
    kind: 'chooseTargets',
    player: me,
    prompt: 'Choose a target',
    source: 'Shock',
    targets: [{ text: 'any target', min: 1, max: 1, legal: [{ kind: 'player', player: 1 - me }] }],
  },
  yesNo: { kind: 'yesNo', player: me, prompt: 'Pay {1}?' },
  chooseColor: { kind: 'chooseColor', player: me, prompt: 'Choose a colour', colors: ['W', 'U', 'B', 'R', 'G'] },
  chooseName: { kind: 'chooseName', player: me, prompt: 'Choose a nonland card name', filter: { notTypes: ['Land'] } },
  orderTriggers: {
    kind: 'orderTriggers',
    player: me,
    prompt: 'Order triggers',
    triggers: ['Soul Warden', "Ajani's Pridemate"],
  },
  orderReplacements: {
    kind: 'orderReplacements',
    player: me,
    prompt: 'Order replacement effects',
    effects: ['Furnace of Rath', "Urza's Armor"],
  },
  chooseOption: {
    kind: 'chooseOption',
    player: me,
    prompt: 'Choose a pile',
    options: ['pile 1', 'pile 2'],
    min: 1,
    max: 1,
  },
};

test('every PendingDecision kind gets its own interface with a submit control', () => {
  for (const [kind, d] of Object.entries(ALL)) {
    const html = panel(view, d);
    assert.match(html, new RegExp(`data-kind="${kind}"`), kind);
    assert.match(html, /<button/, `${kind} has buttons`);
    assert.doesNotMatch(html, /Decision: /, `${kind} is not rendered by the generic fallback`);
  }
});

test('a decision kind the client does not know falls back to the generic renderer instead of breaking', () => {
  const html = panel(view, { kind: 'chooseVanguard', player: me, prompt: 'Pick one' } as unknown as PendingDecision);
  assert.match(html, /Decision: chooseVanguard/);
  assert.match(html, /Pick one/);
});

test('illegal choices are prevented: a submit stays disabled until the minimum is chosen', () => {
  assert.match(panel(view, ALL.chooseObjects), /<button type="button" class="primary" disabled="">Submit/);
  assert.match(panel(view, ALL.chooseTargets), /disabled="">Submit/);
});

test('701.59a: a collect-evidence choice shows the running total mana value and stays disabled below it', () => {
  const d: PendingDecision = {
    kind: 'chooseObjects',
    player: me,
    prompt: 'Collect evidence 4',
    options: someIds,
    min: 0,
    max: someIds.length,
    purpose: 'other',
    minTotalManaValue: 4,
    manaValues: someIds.map(() => 1),
  };
  const html = panel(view, d);
  assert.match(html, /total mana value 0 \(at least 4\)/);
  assert.match(
    html,
    /<button type="button" class="primary" disabled="">Submit/,
    'no card chosen: the total is too small',
  );
  assert.doesNotMatch(panel(view, { ...d, minTotalManaValue: undefined }), /disabled="">Submit/);
  assert.match(panel(view, d, 'zh'), /总法术力值 0/);
});

test('601.2h: an activation whose cost offers a choice opens a picker of the objects that could pay it', () => {
  const altar: Extract<LegalAction, { kind: 'activate' }> = {
    kind: 'activate',
    source: someIds[0]!,
    ability: 0,
    name: 'Altar',
    text: 'Sacrifice a creature: Scry 1.',
    targets: [],
    hasX: false,
    maxX: 0,
    manaAbility: false,
  };
  const decision: PendingDecision = {
    kind: 'priority',
    player: me,
    prompt: 'Priority',
    actions: [{ kind: 'pass' }, altar],
  };
  const v: GameView = {
    ...view,
    pending: decision,
    costChoices: [{ action: 1, choices: [{ verb: 'sacrifice', count: 1, candidates: someIds }] }],
  };
  const builder = (lang: Lang = 'en'): string =>
    render(
      React.createElement(DecisionPanel, {
        view: v,
        decision,
        submit: () => undefined,
        chosenAction: altar,
        setChosenAction: () => undefined,
      }),
      lang,
    );
  const html = builder();
  assert.match(html, /Sacrifice: 0 of 1 chosen/);
  for (const id of someIds) assert.ok(html.includes(`>${objectName(v, id)}</button>`), `candidate ${id} is offered`);
  assert.doesNotMatch(html, /disabled="">Submit/, 'nothing chosen: the engine picks');
  assert.match(builder('zh'), /牺牲：已选 0 \/ 1/);
  assert.doesNotMatch(panel(view, decision), /Sacrifice:/, 'a view without cost choices shows no picker');
});

test('601.2d: a spell dividing damage shows one amount per chosen target once two or more are chosen', () => {
  const arc: Extract<LegalAction, { kind: 'cast' }> = {
    kind: 'cast',
    card: someIds[0]!,
    name: 'Arc Lightning',
    modes: null,
    chooseModes: null,
    hasX: false,
    maxX: 0,
    targets: [{ text: 'any target', min: 1, max: 3, legal: someIds.map((id) => ({ kind: 'object' as const, id })) }],
  };
  const decision: PendingDecision = {
    kind: 'priority',
    player: me,
    prompt: 'Priority',
    actions: [{ kind: 'pass' }, arc],
  };
  const v: GameView = { ...view, pending: decision, divisions: [{ action: 1, group: 0, amount: 3 }] };
  const html = render(
    React.createElement(DecisionPanel, {
      view: v,
      decision,
      submit: () => undefined,
      chosenAction: arc,
      setChosenAction: () => undefined,
    }),
  );
  assert.doesNotMatch(html, /Divide the damage/, 'no target chosen yet: nothing to divide');
  const targets = someIds.map((id) => ({ kind: 'object' as const, id }));
  const picker = (value: number[]): string =>
    render(React.createElement(DividePicker, { view: v, targets, total: 3, value, onChange: () => undefined }));
  const even = picker([]);
  assert.match(even, /Divide the damage: 3 of 3/);
  assert.deepEqual(
    [...even.matchAll(/value="(\d+)"/g)].map((m) => m[1]),
    ['2', '1'],
    'evenly, earlier targets first (as the engine divides without a division)',
  );
  for (const id of someIds) assert.ok(even.includes(objectName(v, id)), `target ${id} is named`);
  assert.match(picker([2, 2]), /class="divide active-group"><legend>Divide the damage: 4 of 3/);
});

test('priority: the pass button and each legal action are listed; mana abilities apart', () => {
  const html = panel(view, ALL.priority);
  assert.match(html, /data-action="pass"/);
  const d = ALL.priority as Extract<PendingDecision, { kind: 'priority' }>;
  const shown = d.actions.filter((a) => a.kind !== 'pass' && !(a.kind === 'activate' && a.manaAbility)).length;
  assert.equal((html.match(/class="action-btn" data-kind/g) ?? []).length, shown);
});

test('every interface string has a Chinese translation with the same placeholders', () => {
  for (const k of Object.keys(EN) as (keyof typeof EN)[]) {
    assert.ok(ZH[k] && ZH[k].length > 0, k);
    const ph = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
    assert.deepEqual(ph(ZH[k]), ph(EN[k]), `placeholders of ${k}`);
  }
  assert.match(panel(view, ALL.mulligan, 'zh'), /再调度/);
  assert.match(panel(view, ALL.yesNo, 'zh'), />是</);
});

test('player names and card names are rendered as text, never as HTML', () => {
  const evil = '<img src=x onerror=alert(1)>';
  const v: GameView = { ...view, players: view.players.map((p) => ({ ...p, name: evil })) };
  const html = seatHtml(v, v.players[0]!, { me: true });
  assert.ok(!html.includes('<img'), 'no live tag');
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  const card = render(React.createElement(Card, { obj: { ...view.battlefield[0]!, name: evil } }));
  assert.ok(!card.includes('<img'));
});

test('a seat shows life, zone counts and its battlefield grouped; tapped permanents are marked', () => {
  const p = view.players[me]!;
  const html = seatHtml(view, p, { me: true });
  assert.match(html, new RegExp(`♥ ${p.life}`));
  assert.match(html, new RegExp(`Library ${p.libraryCount}`));
  assert.match(html, /bf-lands/);
  const tapped = view.battlefield.find((o) => o.controller === me && o.tapped);
  if (tapped) assert.match(html, /class="card compact tapped/);
});

test('111.1 / 801: tokens are labelled, control changes name the controller, seats outside the range of influence are dimmed', () => {
  const base = view.battlefield[0]!;
  const tok = render(React.createElement(Card, { obj: { ...base, token: true } }));
  assert.match(tok, />token</);
  const stolen = render(
    React.createElement(Card, { obj: { ...base, owner: 0, controller: 1 }, ownerName: 'Ann', controllerName: 'Bo' }),
  );
  assert.match(stolen, /stolen/);
  assert.match(stolen, /owned by Ann/);
  const p = view.players[1 - me]!;
  const html = seatHtml(view, p, { inRange: new Set([me]) });
  assert.match(html, /class="seat[^"]*dimmed/);
});

test('903.8 / 903.10a: a Commander seat shows each commander with its zone and tax, and the commander damage taken', () => {
  const v = viewFor(commanderGame(), 0);
  const p = v.players[1]!;
  assert.equal(p.commanders?.[0]?.tax, 0, 'the engine view lists the commander');
  const seat = (player: GameView['players'][number], lang: Lang = 'en'): string => seatHtml(v, player, { lang });
  assert.match(seat(p), /Test Warlord \(Command zone\): tax 0/);
  assert.doesNotMatch(seat(p), /commander damage/, 'no damage row before any is dealt');
  const hurt = { ...p, commanderDamage: [{ commander: 'Test Warlord', owner: 0, damage: 16 }] };
  assert.match(seat(hurt), /class="commander-damage danger"[^>]*>16 commander damage from Test Warlord \(Ann\)/);
  assert.match(seat(hurt, 'zh'), /指挥官税 0/);
  const cmd = v.command.find((o) => o.name === 'Test Warlord');
  assert.ok(cmd, 'the commander is in the command zone view');
  assert.match(render(React.createElement(Card, { obj: cmd })), /commander-badge/);
});

test('309.2 / 309.7 / 722.1 / 725.1 / 702.179b: a seat shows its dungeon with the venture marker room and the next rooms, its completed dungeons, the monarch and initiative badges and its speed', () => {
  const s = structuredClone(twoPlayerGame());
  s.players[0]!.dungeon = { name: 'Lost Mine of Phandelver', room: 'Goblin Lair' };
  s.players[0]!.completedDungeons = ['Tomb of Annihilation'];
  s.monarch = 0;
  s.initiative = 1;
  s.players[0]!.speed = 2;
  s.players[1]!.speed = 4;
  const v = viewFor(s, 1);
  const seat = (player: GameView['players'][number]): string => seatHtml(v, player);
  const ann = seat(v.players[0]!);
  assert.match(ann, /Lost Mine of Phandelver — [^<]*: Goblin Lair/);
  assert.match(ann, /<li class="venture-marker"><strong>Goblin Lair<\/strong>[^<]*→ [A-Z][^<]* \/ [A-Z]/);
  assert.match(ann, /<li><strong>Cave Entrance<\/strong>/, 'the other rooms are listed, unmarked');
  assert.match(ann, /completed-dungeons[^>]*>[^<]*: Tomb of Annihilation/);
  assert.match(ann, /badge designation">Monarch</);
  assert.match(ann, /class="badge">Speed 2</, "702.179b: a player's speed is shown");
  assert.doesNotMatch(ann, /Initiative</);
  const bo = seat(v.players[1]!);
  assert.match(bo, /badge designation">[^<]*[Ii]nitiative</);
  assert.match(bo, /badge designation">Max speed \(4\)</, '702.178a: speed 4 is max speed');
  assert.doesNotMatch(bo, /dungeon-rooms|Monarch</);
});

test('401.5: a seat whose library top card the viewer may see shows it, and actions naming it find its name', () => {
  const v = viewFor(twoPlayerGame(), 0);
  const mine = v.players[0]!;
  const top = { ...mine.hand![0]!, id: 4242, name: 'Courser of Kruphix' };
  const seat = (player: GameView['players'][number]): string => seatHtml(v, player, { me: true });
  assert.match(seat({ ...mine, libraryTop: top }), /class="zone-btn library-top"[^>]*>Top: Courser of Kruphix</);
  assert.doesNotMatch(seat(mine), /library-top/, 'no top card shown without one in the view');
  const withTop = { ...v, players: v.players.map((p) => (p.id === 0 ? { ...p, libraryTop: top } : p)) };
  assert.equal(objectName(withTop, 4242), 'Courser of Kruphix');
});
