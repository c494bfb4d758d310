/** The table page: one live connection (a held seat or a spectator), the board, decisions, log and chat. */
import React from 'react';
import type { Choice, GameView, LegalAction, ObjectView, PendingDecision } from '@arbiter/engine';
import { api, type TableInfo } from '../api.js';
import { EMPTY_LIVE, LiveSocket, reduceLive, type LiveState } from '../live.js';
import { useT } from '../i18n.js';
import { playersInRange, playerName } from '../board.js';
import { teamGroups } from '../layout.js';
import { actionObject, buildAction, costChoicesOf, isImmediate } from '../choices.js';
import { DEFAULT_AUTOPASS, shouldAutoPass, type AutoPassSettings } from '../autopass.js';
import { Seat } from './Seat.js';
import { Card } from './Card.js';
import { TurnBar } from './TurnBar.js';
import { StackView, TargetArrows } from './Stack.js';
import { DecisionPanel, actionLabel } from './Decision.js';
import { Log } from './Log.js';
import { RuleLink } from './Rules.js';
import { InteractionContext, NO_INTERACTION, type Interaction } from './interaction.js';
import { AutoPassPanel, loadAutoPass, saveAutoPass } from './AutoPass.js';

function useLive(table: string, token: string | null): [LiveState, LiveSocket | null] {
  const [state, dispatch] = React.useReducer((s: LiveState, m: unknown) => {
    if (m === 'open') return { ...s, connected: true };
    if (m === 'close') return { ...s, connected: false };
    return reduceLive(s, m);
  }, EMPTY_LIVE);
  const [sock, setSock] = React.useState<LiveSocket | null>(null);
  React.useEffect(() => {
    const s = new LiveSocket(table, token, {
      onMessage: dispatch,
      onOpen: () => dispatch('open'),
      onClose: () => dispatch('close'),
    });
    setSock(s);
    return () => s.close();
  }, [table, token]);
  return [state, sock];
}

export function TablePage({ table, token }: { table: string; token: string | null }): React.ReactElement {
  const { t } = useT();
  const [live, sock] = useLive(table, token);
  const [info, setInfo] = React.useState<TableInfo | null>(null);
  React.useEffect(() => {
    void api.table(table).then((r) => {
      if (r.ok) setInfo(r.value);
    });
  }, [table, live.status]);
  if (!live.view)
    return (
      <main className="table-page">
        <p>{live.connected ? t('loading') : t('reconnecting')}</p>
      </main>
    );
  return <Board live={live} view={live.view} sock={sock} info={info} table={table} token={token} />;
}

interface BoardProps {
  readonly live: LiveState;
  readonly view: GameView;
  readonly sock: LiveSocket | null;
  readonly info: TableInfo | null;
  readonly table: string;
  readonly token: string | null;
}

function useSubmit(p: BoardProps): (c: Choice) => void {
  const { sock, table, token } = p;
  return React.useCallback(
    (c: Choice) => {
      if (sock && sock.act(c) !== null) return;
      if (token) void api.act(table, token, c);
    },
    [sock, table, token],
  );
}

/** A seat's choices at the board: the action being built, a menu of a card's actions, auto-pass. */
interface BoardActions {
  readonly chosen: LegalAction | null;
  readonly setChosen: (a: LegalAction | null) => void;
  readonly menu: LegalAction[] | null;
  readonly setMenu: (m: LegalAction[] | null) => void;
  readonly auto: AutoPassSettings;
  readonly setAuto: React.Dispatch<React.SetStateAction<AutoPassSettings>>;
  /** Clicking an object: its one action (at once, or to be built), or a menu of its actions. */
  readonly onObject: (o: ObjectView) => void;
}

function useBoardActions(
  live: LiveState,
  view: GameView,
  pending: PendingDecision | null,
  submit: (c: Choice) => void,
): BoardActions {
  const seat = live.seat;
  const [chosen, setChosen] = React.useState<LegalAction | null>(null);
  const [menu, setMenu] = React.useState<LegalAction[] | null>(null);
  const [auto, setAuto] = React.useState<AutoPassSettings>(() => loadAutoPass());
  React.useEffect(() => {
    setChosen(null);
    setMenu(null);
  }, [live.decisions]);
  React.useEffect(() => saveAutoPass(auto), [auto]);
  const passNow = React.useCallback(() => {
    if (pending?.kind === 'priority') submit({ kind: 'action', action: { kind: 'pass' } });
  }, [pending, submit]);
  // Auto-pass: only priority decisions, only where the player's settings allow it (autopass.ts).
  React.useEffect(() => {
    if (live.result || !pending || seat === null) return;
    if (shouldAutoPass(view, pending, seat, auto)) {
      const id = setTimeout(passNow, 40);
      return () => clearTimeout(id);
    }
    return undefined;
  }, [view, pending, seat, auto, passNow, live.result]);
  useKeys(
    pending,
    passNow,
    () => setAuto((a) => ({ ...a, untilEndOfTurn: view.turn })),
    () => {
      setChosen(null);
      setMenu(null);
    },
  );
  const onObject = React.useCallback(
    (o: ObjectView) => {
      if (pending?.kind !== 'priority') return;
      const acts = pending.actions.filter((a) => actionObject(a) === o.id);
      if (acts.length === 1) {
        const a = acts[0]!;
        if (isImmediate(a, costChoicesOf(view, a))) submit({ kind: 'action', action: buildAction(a) });
        else setChosen(a);
      } else if (acts.length > 1) setMenu(acts);
    },
    [pending, submit, view],
  );
  return { chosen, setChosen, menu, setMenu, auto, setAuto, onObject };
}

function Board(p: BoardProps): React.ReactElement {
  const { live, view } = p;
  const pending: PendingDecision | null = live.pending ?? view.pending;
  const submit = useSubmit(p);
  const [interaction, setInteraction] = React.useState<Interaction>(NO_INTERACTION);
  const [zone, setZone] = React.useState<{ title: string; objects: readonly ObjectView[] } | null>(null);
  const rootRef = React.useRef<HTMLElement>(null);
  const actions = useBoardActions(live, view, pending, submit);
  return (
    <InteractionContext.Provider value={{ current: interaction, set: setInteraction }}>
      <main className={`table-page players-${view.players.length}`} ref={rootRef} data-decisions={live.decisions}>
        <TurnBar view={view} />
        {live.result ? <ResultBanner view={view} /> : null}
        <div className="table-grid">
          <Felt
            live={live}
            view={view}
            info={p.info}
            onObject={actions.onObject}
            openZone={(title, objects) => setZone({ title, objects })}
          />
          <SidePanel live={live} view={view} sock={p.sock} pending={pending} submit={submit} actions={actions} />
        </div>
        <TargetArrows view={view} root={rootRef} />
        {zone ? <ZoneViewer title={zone.title} objects={zone.objects} onClose={() => setZone(null)} /> : null}
      </main>
    </InteractionContext.Provider>
  );
}

/** The felt: the other seats by team, the stack and command zone, one's own team, one's hand. */
function Felt(p: {
  readonly live: LiveState;
  readonly view: GameView;
  readonly info: TableInfo | null;
  readonly onObject: (o: ObjectView) => void;
  readonly openZone: (title: string, objects: readonly ObjectView[]) => void;
}): React.ReactElement {
  const { t } = useT();
  const { live, view, onObject } = p;
  const seat = live.seat;
  const range = rangeOf(p.info);
  const inRange = playersInRange(view, seat, range);
  const me = view.players.find((x) => x.id === seat) ?? null;
  const groups = teamGroups(view.players, seat);
  const myGroup = groups.find((g) => g.some((x) => x.id === seat)) ?? [];
  const otherGroups = seat === null ? groups : groups.filter((g) => g !== myGroup);
  const presence = live.presence;
  const teamsMatter = new Set(view.players.map((x) => x.team)).size < view.players.length;
  const seatEl = (pl: GameView['players'][number]): React.ReactElement => (
    <Seat
      key={pl.id}
      view={view}
      player={pl}
      me={pl.id === seat}
      connected={presence[pl.id]}
      inRange={inRange}
      onObject={onObject}
      openZone={p.openZone}
    />
  );
  return (
    <div className="felt">
      <div className={`opponents n${otherGroups.reduce((a, g) => a + g.length, 0)}`}>
        {otherGroups.map((g, i) => (
          <div
            key={i}
            className={`team-group${teamsMatter ? ' team' : ''}`}
            aria-label={teamsMatter ? t('team', { n: g[0]!.team + 1 }) : undefined}
          >
            {teamsMatter ? <div className="team-label">{t('team', { n: g[0]!.team + 1 })}</div> : null}
            {g.map(seatEl)}
          </div>
        ))}
      </div>
      <div className="center">
        <StackView view={view} />
        <CommandZone view={view} />
      </div>
      {seat !== null ? (
        <div className={`my-side team-group${teamsMatter ? ' team' : ''}`}>
          {teamsMatter && myGroup[0] ? <div className="team-label">{t('team', { n: myGroup[0].team + 1 })}</div> : null}
          {myGroup.map(seatEl)}
        </div>
      ) : null}
      {me?.hand ? <Hand view={view} hand={me.hand} onObject={onObject} /> : null}
    </div>
  );
}

/** The side panel: who one is, a refusal, a card's action menu, the decision, auto-pass, the log and chat. */
function SidePanel(p: {
  readonly live: LiveState;
  readonly view: GameView;
  readonly sock: LiveSocket | null;
  readonly pending: PendingDecision | null;
  readonly submit: (c: Choice) => void;
  readonly actions: BoardActions;
}): React.ReactElement {
  const { t } = useT();
  const { live, view, pending, submit, actions } = p;
  const seat = live.seat;
  return (
    <aside className="side">
      <div className="side-head">
        <span>{seat === null ? t('spectator') : t('youAre', { name: playerName(view, seat) })}</span>
        {!live.connected ? <span className="badge">{t('reconnecting')}</span> : null}
        {seat !== null && !live.result ? <ConcedeButton onConcede={() => submit({ kind: 'concede' })} /> : null}
      </div>
      {live.refused ? (
        <div className="refused" role="alert">
          <strong>{t('refused')}:</strong> {live.refused.message}{' '}
          {live.refused.rule ? <RuleLink rule={live.refused.rule} /> : null}
        </div>
      ) : null}
      {actions.menu ? <ActionMenu view={view} menu={actions.menu} submit={submit} actions={actions} /> : null}
      {pending && !live.result ? (
        <DecisionPanel
          key={`${live.decisions}`}
          view={view}
          decision={pending}
          submit={submit}
          chosenAction={actions.chosen}
          setChosenAction={actions.setChosen}
        />
      ) : view.waitingFor !== null && !live.result ? (
        <p className="waiting-note">{t('waitingFor', { name: playerName(view, view.waitingFor) })}</p>
      ) : null}
      <p className="hint">{t('passHint')}</p>
      {seat !== null ? <AutoPassPanel value={actions.auto} onChange={actions.setAuto} /> : null}
      <Log entries={live.log.length ? live.log : view.log} />
      <Chat live={live} sock={p.sock} />
    </aside>
  );
}

/** The actions of one clicked card, when it has several. */
function ActionMenu(p: {
  readonly view: GameView;
  readonly menu: readonly LegalAction[];
  readonly submit: (c: Choice) => void;
  readonly actions: BoardActions;
}): React.ReactElement {
  const { t } = useT();
  const { submit, actions } = p;
  return (
    <div className="menu" role="group" aria-label={t('actions')}>
      {p.menu.map((a, i) => (
        <button
          type="button"
          key={i}
          className="action-btn"
          onClick={() => {
            actions.setMenu(null);
            if (isImmediate(a, costChoicesOf(p.view, a))) submit({ kind: 'action', action: buildAction(a) });
            else actions.setChosen(a);
          }}
        >
          {actionLabel(t, a)}
        </button>
      ))}
      <button type="button" onClick={() => actions.setMenu(null)}>
        {t('cancel')}
      </button>
    </div>
  );
}

/** 801: the table's limited range of influence (public), or null when unlimited. */
function rangeOf(info: TableInfo | null): number | null {
  const r = (info as unknown as { rangeOfInfluence?: unknown } | null)?.rangeOfInfluence;
  return typeof r === 'number' && Number.isInteger(r) && r > 0 ? r : null;
}

function useKeys(pending: PendingDecision | null, pass: () => void, passTurn: () => void, cancel: () => void): void {
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const tag = (e.target as HTMLElement | null)?.tagName ?? '';
      if (['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(tag) && e.key !== 'Escape') return;
      if (e.key === ' ' && pending?.kind === 'priority') {
        e.preventDefault();
        pass();
      } else if ((e.key === 'e' || e.key === 'E') && pending?.kind === 'priority') {
        passTurn();
        pass();
      } else if (e.key === 'Escape') cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pending, pass, passTurn, cancel]);
}

function Hand({
  view,
  hand,
  onObject,
}: {
  view: GameView;
  hand: readonly ObjectView[];
  onObject: (o: ObjectView) => void;
}): React.ReactElement {
  const { t } = useT();
  const { current: inter } = React.useContext(InteractionContext);
  const playable = new Set((view.pending?.kind === 'priority' ? view.pending.actions : []).map(actionObject));
  return (
    <section className="hand" aria-label={t('hand')}>
      {hand.map((o) => (
        <Card
          key={o.id}
          obj={o}
          targetable={inter.highlight.has(`o${o.id}`) || playable.has(o.id)}
          selected={inter.selected.has(`o${o.id}`) ? true : undefined}
          onClick={() => (inter.highlight.has(`o${o.id}`) ? inter.onRef({ kind: 'object', id: o.id }) : onObject(o))}
        />
      ))}
    </section>
  );
}

function CommandZone({ view }: { view: GameView }): React.ReactElement | null {
  const { t } = useT();
  if (!view.command.length) return null;
  return (
    <section className="command" aria-label={t('command')}>
      <h2>{t('command')}</h2>
      <div className="command-cards">
        {view.command.map((o) => (
          <Card key={o.id} obj={o} ownerName={playerName(view, o.owner)} />
        ))}
      </div>
    </section>
  );
}

function ZoneViewer({
  title,
  objects,
  onClose,
}: {
  title: string;
  objects: readonly ObjectView[];
  onClose: () => void;
}): React.ReactElement {
  const { t } = useT();
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      tabIndex={-1}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="modal-body">
        <div className="rule-panel-head">
          <h2>{title}</h2>
          <button type="button" onClick={onClose}>
            {t('close')}
          </button>
        </div>
        {objects.length ? (
          <div className="zone-cards">
            {objects.map((o) => (
              <Card key={o.id} obj={o} />
            ))}
          </div>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
    </div>
  );
}

function ResultBanner({ view }: { view: GameView }): React.ReactElement {
  const { t } = useT();
  const r = view.result!;
  return (
    <div className="result" role="status" data-result="1">
      <strong>{t('gameOver')}</strong>{' '}
      {r.draw ? t('resultDraw') : t('resultWin', { names: r.winners.map((w) => playerName(view, w)).join(', ') })}{' '}
      <span className="hint">{r.reason}</span>
    </div>
  );
}

function ConcedeButton({ onConcede }: { onConcede: () => void }): React.ReactElement {
  const { t } = useT();
  const [ask, setAsk] = React.useState(false);
  return ask ? (
    <span className="confirm">
      {t('confirmConcede')}{' '}
      <button type="button" onClick={onConcede}>
        {t('yes')}
      </button>
      <button type="button" onClick={() => setAsk(false)}>
        {t('no')}
      </button>
    </span>
  ) : (
    <button type="button" className="concede" onClick={() => setAsk(true)}>
      {t('concede')}
    </button>
  );
}

function Chat({ live, sock }: { live: LiveState; sock: LiveSocket | null }): React.ReactElement {
  const { t } = useT();
  const [text, setText] = React.useState('');
  return (
    <section className="chat" aria-label={t('chat')}>
      <h2>{t('chat')}</h2>
      <ol role="log">
        {live.chat.map((c, i) => (
          <li key={i}>
            <strong>{c.name}</strong>: {c.text}
          </li>
        ))}
      </ol>
      {live.seat !== null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim() && sock?.chat(text.trim())) setText('');
          }}
        >
          <input aria-label={t('chat')} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
          <button type="submit">{t('send')}</button>
        </form>
      ) : null}
    </section>
  );
}
