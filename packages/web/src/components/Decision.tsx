/**
 * An interface for every PendingDecision kind: specific ones for the known kinds, and a generic
 * renderer (prompt + JSON answer) for any kind this client doesn't know yet, so a new kind never breaks it.
 */
import React from 'react';
import type {
  Choice,
  CostObjectChoice,
  GameView,
  LegalAction,
  ObjectView,
  PendingDecision,
  TargetRef,
  Color,
} from '@arbiter/engine';
import { useT } from '../i18n.js';
import { api } from '../api.js';
import { objectName, refKey, refName, playerName, viewObjects } from '../board.js';
import {
  buildAction,
  damageChoice,
  damageProblem,
  defaultDamage,
  draftProblem,
  costChoicesOf,
  costChoiceState,
  divisionOf,
  EMPTY_DRAFT,
  isImmediate,
  manaSources,
  moveItem,
  targetGroups,
  toggle,
  type ActionDraft,
  type CastLike,
} from '../choices.js';
import { useBoardInteraction, type Interaction } from './interaction.js';
import { Card } from './Card.js';

export interface DecisionProps {
  readonly view: GameView;
  readonly decision: PendingDecision;
  readonly submit: (c: Choice) => void;
  /** The action the player picked by clicking a card on the board, to be completed here. */
  readonly chosenAction: LegalAction | null;
  readonly setChosenAction: (a: LegalAction | null) => void;
}

type D<K extends PendingDecision['kind']> = Extract<PendingDecision, { kind: K }>;

export function DecisionPanel(p: DecisionProps): React.ReactElement {
  const d = p.decision;
  const body = ((): React.ReactElement => {
    switch (d.kind) {
      case 'mulligan':
        return <Mulligan d={d} submit={p.submit} />;
      case 'bottomCards':
        return (
          <ChooseIds
            view={p.view}
            ids={d.hand}
            min={d.count}
            max={d.count}
            make={(ids) => ({ kind: 'bottomCards', cards: ids })}
            submit={p.submit}
          />
        );
      case 'priority':
        return <Priority {...p} d={d} />;
      case 'declareAttackers':
        return <Attackers view={p.view} d={d} submit={p.submit} />;
      case 'declareBlockers':
        return <Blockers view={p.view} d={d} submit={p.submit} />;
      case 'assignCombatDamage':
        return <AssignDamage view={p.view} d={d} submit={p.submit} />;
      case 'chooseObjects':
        return (
          <ChooseIds
            view={p.view}
            ids={d.options}
            min={d.min}
            max={d.max}
            {...(d.minTotalManaValue !== undefined && d.manaValues
              ? { total: { min: d.minTotalManaValue, values: d.manaValues } }
              : {})}
            make={(ids) => ({ kind: 'chooseObjects', objects: ids })}
            submit={p.submit}
          />
        );
      case 'orderObjects':
        return (
          <Order
            labels={d.objects.map((id) => objectName(p.view, id))}
            make={(order) => ({ kind: 'orderObjects', objects: order.map((i) => d.objects[i]!) })}
            submit={p.submit}
          />
        );
      case 'chooseTargets':
        return <ChooseTargets view={p.view} d={d} submit={p.submit} />;
      case 'yesNo':
        return <YesNo submit={p.submit} />;
      case 'chooseColor':
        return <ChooseColor colors={d.colors} submit={p.submit} />;
      case 'chooseName':
        return <ChooseName submit={p.submit} />;
      case 'orderTriggers':
        return <Order labels={d.triggers} make={(order) => ({ kind: 'orderTriggers', order })} submit={p.submit} />;
      case 'orderReplacements':
        return <Order labels={d.effects} make={(order) => ({ kind: 'orderReplacements', order })} submit={p.submit} />;
      case 'chooseOption':
        return <ChooseOption d={d} submit={p.submit} />;
      default:
        return <Generic d={d as unknown as { kind: string; prompt?: string }} submit={p.submit} />;
    }
  })();
  return (
    <section className="decision" aria-label={d.prompt} data-kind={d.kind}>
      <h2 className="prompt">{d.prompt}</h2>
      {body}
    </section>
  );
}

function Mulligan({ d, submit }: { d: D<'mulligan'>; submit: (c: Choice) => void }): React.ReactElement {
  const { t } = useT();
  return (
    <div className="buttons">
      <span>{t('mulligansTaken', { n: d.mulligansTaken })}</span>
      <button type="button" className="primary" onClick={() => submit({ kind: 'keep' })}>
        {t('keep')}
      </button>
      <button type="button" onClick={() => submit({ kind: 'mulligan' })}>
        {t('mulligan')}
      </button>
    </div>
  );
}

function YesNo({ submit }: { submit: (c: Choice) => void }): React.ReactElement {
  const { t } = useT();
  return (
    <div className="buttons">
      <button type="button" className="primary" onClick={() => submit({ kind: 'yesNo', yes: true })}>
        {t('yes')}
      </button>
      <button type="button" onClick={() => submit({ kind: 'yesNo', yes: false })}>
        {t('no')}
      </button>
    </div>
  );
}

const COLOR_NAMES: Record<string, { en: string; zh: string }> = {
  W: { en: 'White', zh: '白' },
  U: { en: 'Blue', zh: '蓝' },
  B: { en: 'Black', zh: '黑' },
  R: { en: 'Red', zh: '红' },
  G: { en: 'Green', zh: '绿' },
};

function ChooseColor({
  colors,
  submit,
}: {
  colors: readonly Color[];
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { lang } = useT();
  return (
    <div className="buttons" role="group">
      {colors.map((c) => (
        <button
          type="button"
          key={c}
          className={`color-btn mana-${c.toLowerCase()}`}
          onClick={() => submit({ kind: 'chooseColor', color: c })}
        >
          {COLOR_NAMES[c]?.[lang] ?? c}
        </button>
      ))}
    </div>
  );
}

/** 201.3: name a card — free text, with the server's card index as an autocomplete (the engine lists no names). */
function ChooseName({ submit }: { submit: (c: Choice) => void }): React.ReactElement {
  const { t } = useT();
  const [text, setText] = React.useState('');
  const [names, setNames] = React.useState<readonly string[]>([]);
  React.useEffect(() => {
    let live = true;
    if (text.trim().length < 2) return;
    void api.cardNames(text).then((r) => {
      if (live && r.ok) setNames(r.value.names);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <form
      className="buttons"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) submit({ kind: 'chooseName', name: text.trim() });
      }}
    >
      <input
        type="text"
        list="card-name-options"
        aria-label={t('cardName')}
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
      />
      <datalist id="card-name-options">
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <button type="submit" disabled={!text.trim()}>
        {t('nameCard')}
      </button>
    </form>
  );
}

/** Choose between min and max of the listed objects, by clicking them here or on the board. */
function ChooseIds(p: {
  view: GameView;
  ids: readonly number[];
  min: number;
  max: number;
  /** 701.59a: the chosen cards' total mana value must reach `min` (each option's value in `values`, in order). */
  total?: { readonly min: number; readonly values: readonly number[] };
  make: (ids: number[]) => Choice;
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const [sel, setSel] = React.useState<number[]>([]);
  const interaction = React.useMemo<Interaction>(
    () => ({
      highlight: new Set(p.ids.map((id) => `o${id}`)),
      selected: new Set(sel.map((id) => `o${id}`)),
      onRef: (r) => {
        if (r.kind === 'object' && p.ids.includes(r.id)) setSel((s) => toggle(s, r.id, p.max));
      },
    }),
    [p.ids, sel, p.max],
  );
  useBoardInteraction(interaction);
  const total = p.total ? sel.reduce((n, id) => n + (p.total!.values[p.ids.indexOf(id)] ?? 0), 0) : 0;
  const ok = sel.length >= p.min && sel.length <= p.max && (!p.total || total >= p.total.min);
  const all = allObjects(p.view);
  return (
    <div>
      <div className="choice-cards" role="group">
        {p.ids.map((id) => {
          const o = all.get(id);
          return o ? (
            <Card
              key={id}
              obj={o}
              compact
              selected={sel.includes(id)}
              onClick={() => setSel((s) => toggle(s, id, p.max))}
            />
          ) : (
            <button
              type="button"
              key={id}
              aria-pressed={sel.includes(id)}
              onClick={() => setSel((s) => toggle(s, id, p.max))}
            >
              {objectName(p.view, id)}
            </button>
          );
        })}
      </div>
      <div className="buttons">
        <span>{t('selected', { n: sel.length, min: p.min, max: p.max })}</span>
        {p.total ? <span>{t('totalManaValue', { n: total, min: p.total.min })}</span> : null}
        <button type="button" className="primary" disabled={!ok} onClick={() => p.submit(p.make(sel))}>
          {t('submit')}
        </button>
      </div>
    </div>
  );
}

function allObjects(view: GameView): Map<number, GameView['battlefield'][number]> {
  return new Map(viewObjects(view).map((o) => [o.id, o]));
}

/** Put labels in order (first = first applied / put on the stack first). */
function Order(p: {
  labels: readonly string[];
  make: (order: number[]) => Choice;
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const [order, setOrder] = React.useState<number[]>(() => p.labels.map((_, i) => i));
  return (
    <div>
      <ol className="order-list">
        {order.map((i, at) => (
          <li key={i}>
            <span>{p.labels[i]}</span>
            <button
              type="button"
              aria-label={`${t('moveUp')}: ${p.labels[i]}`}
              disabled={at === 0}
              onClick={() => setOrder((o) => moveItem(o, at, at - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`${t('moveDown')}: ${p.labels[i]}`}
              disabled={at === order.length - 1}
              onClick={() => setOrder((o) => moveItem(o, at, at + 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="primary" onClick={() => p.submit(p.make(order))}>
        {t('submit')}
      </button>
    </div>
  );
}

function ChooseOption({ d, submit }: { d: D<'chooseOption'>; submit: (c: Choice) => void }): React.ReactElement {
  const { t } = useT();
  const [sel, setSel] = React.useState<number[]>([]);
  if (d.min === 1 && d.max === 1) {
    return (
      <div className="buttons" role="group">
        {d.options.map((o, i) => (
          <button type="button" key={i} onClick={() => submit({ kind: 'chooseOption', chosen: [i] })}>
            {o}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div>
      <div role="group" className="option-list">
        {d.options.map((o, i) => (
          <label key={i}>
            <input type="checkbox" checked={sel.includes(i)} onChange={() => setSel((s) => toggle(s, i, d.max))} /> {o}
          </label>
        ))}
      </div>
      <div className="buttons">
        <span>{t('selected', { n: sel.length, min: d.min, max: d.max })}</span>
        <button
          type="button"
          className="primary"
          disabled={sel.length < d.min || sel.length > d.max}
          onClick={() => submit({ kind: 'chooseOption', chosen: sel })}
        >
          {t('submit')}
        </button>
      </div>
    </div>
  );
}

function Generic({
  d,
  submit,
}: {
  d: { kind: string; prompt?: string };
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const [text, setText] = React.useState(`{"kind":"${d.kind}"}`);
  const [err, setErr] = React.useState<string | null>(null);
  return (
    <div>
      <p>{t('generic', { kind: d.kind })}</p>
      <pre className="raw">{JSON.stringify(d, null, 1)}</pre>
      <label>
        {t('rawChoice')}
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} />
      </label>
      {err ? <p role="alert">{err}</p> : null}
      <button
        type="button"
        onClick={() => {
          try {
            submit(JSON.parse(text) as Choice);
            setErr(null);
          } catch (e) {
            setErr(e instanceof Error ? e.message : String(e));
          }
        }}
      >
        {t('submit')}
      </button>
    </div>
  );
}

/** Target groups chosen by clicking highlighted players/objects (or the buttons listed per group). */
function TargetPicker(p: {
  view: GameView;
  groups: readonly { text: string; min: number; max: number; legal: readonly TargetRef[] }[];
  value: readonly (readonly TargetRef[])[];
  onChange: (v: TargetRef[][]) => void;
  /** Whether the board's highlights and clicks choose targets (false while the cost picker holds the board). */
  board: boolean;
}): React.ReactElement {
  const { t } = useT();
  const current = p.groups.findIndex((g, i) => (p.value[i]?.length ?? 0) < g.max);
  const active = current < 0 ? p.groups.length - 1 : current;
  const set = React.useCallback(
    (gi: number, r: TargetRef) => {
      const next = p.groups.map((_, i) => [...(p.value[i] ?? [])]);
      const g = next[gi]!;
      const k = refKey(r);
      const at = g.findIndex((x) => refKey(x) === k);
      if (at >= 0) g.splice(at, 1);
      else if (g.length < p.groups[gi]!.max) g.push(r);
      else if (p.groups[gi]!.max === 1) next[gi] = [r];
      p.onChange(next);
    },
    [p],
  );
  const interaction = React.useMemo<Interaction | null>(() => {
    const g = p.groups[active];
    if (!g) return null;
    return {
      highlight: new Set(g.legal.map(refKey)),
      selected: new Set((p.value[active] ?? []).map(refKey)),
      onRef: (r) => {
        if (g.legal.some((x) => refKey(x) === refKey(r))) set(active, r);
      },
    };
  }, [p.groups, p.value, active, set]);
  useBoardInteraction(p.board ? interaction : null);
  return (
    <div className="targets">
      <p className="hint">{t('clickTarget')}</p>
      {p.groups.map((g, gi) => (
        <fieldset key={gi} className={gi === active ? 'active-group' : ''}>
          <legend>{t('targetGroup', { text: g.text, min: g.min, max: g.max })}</legend>
          {g.legal.map((r) => {
            const on = (p.value[gi] ?? []).some((x) => refKey(x) === refKey(r));
            return (
              <button type="button" key={refKey(r)} className="target-btn" aria-pressed={on} onClick={() => set(gi, r)}>
                {refName(p.view, r)}
              </button>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

function ChooseTargets({
  view,
  d,
  submit,
}: {
  view: GameView;
  d: D<'chooseTargets'>;
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const [value, setValue] = React.useState<TargetRef[][]>([]);
  const ok = d.targets.every((g, i) => (value[i]?.length ?? 0) >= g.min && (value[i]?.length ?? 0) <= g.max);
  return (
    <div>
      <p>{d.source}</p>
      <TargetPicker view={view} groups={d.targets} value={value} onChange={setValue} board />
      <button
        type="button"
        className="primary"
        disabled={!ok}
        onClick={() => submit({ kind: 'chooseTargets', targets: d.targets.map((_, i) => value[i] ?? []) })}
      >
        {t('submit')}
      </button>
    </div>
  );
}

export function actionLabel(t: ReturnType<typeof useT>['t'], a: LegalAction): string {
  switch (a.kind) {
    case 'pass':
      return t('pass');
    case 'playLand':
      return t('playLand', { name: a.name }) + (a.altFace ? ` (${t('otherFace')})` : '');
    case 'cast': {
      const extras = [
        a.faceDown ? t('faceDownCast') : '',
        a.from === 'graveyard' ? t('viaFlashback') : '',
        a.alternative ?? '',
        a.buyback ? 'buyback' : '',
        a.entwine ? 'entwine' : '',
        a.fuse ? 'fuse' : '',
        a.conspire ? 'conspire' : '',
        a.replicate ? `replicate ×${a.replicate}` : '',
        a.kicker?.length ? `kicker${a.kicker.length > 1 ? ` ×${a.kicker.length}` : ''}` : '',
        a.costChoiceText ?? '',
        a.altFace ? t('otherFace') : '',
      ].filter(Boolean);
      return t('cast', { name: a.name }) + (extras.length ? ` (${extras.join(', ')})` : '');
    }
    case 'activate':
      return t('activate', { name: a.name, text: a.text });
    case 'turnFaceUp':
      return t('turnFaceUp', { name: a.name, cost: a.cost });
    case 'suspend':
      return t('suspend', { name: a.name, cost: a.cost });
    case 'plot':
      return t('plot', { name: a.name, cost: a.cost });
    case 'foretell':
      return t('foretell', { name: a.name, cost: a.cost });
    case 'unlock':
      return t('unlock', { name: a.name, cost: a.cost });
    case 'rollPlanarDie':
      return t('rollPlanarDie', { cost: a.cost });
  }
}

function Priority(p: DecisionProps & { d: D<'priority'> }): React.ReactElement {
  const { t } = useT();
  const { d, submit, chosenAction, setChosenAction } = p;
  const actions = d.actions.filter((a) => a.kind !== 'pass' && !(a.kind === 'activate' && a.manaAbility));
  const mana = d.actions.filter((a) => a.kind === 'activate' && a.manaAbility);
  const take = (a: LegalAction): void => {
    if (isImmediate(a, costChoicesOf(p.view, a))) {
      submit({ kind: 'action', action: buildAction(a) });
      setChosenAction(null);
    } else setChosenAction(a);
  };
  if (chosenAction && (chosenAction.kind === 'cast' || chosenAction.kind === 'activate')) {
    return (
      <ActionBuilder
        view={p.view}
        a={chosenAction}
        onCancel={() => setChosenAction(null)}
        onSubmit={(action) => {
          submit({ kind: 'action', action });
          setChosenAction(null);
        }}
      />
    );
  }
  return (
    <div>
      <div className="buttons">
        <button
          type="button"
          className="primary pass-btn"
          data-action="pass"
          onClick={() => submit({ kind: 'action', action: { kind: 'pass' } })}
        >
          {t('pass')}
        </button>
      </div>
      {actions.length > 0 ? (
        <div className="action-list" role="group" aria-label={t('actions')}>
          {actions.map((a, i) => (
            <button type="button" key={i} className="action-btn" data-kind={a.kind} onClick={() => take(a)}>
              {actionLabel(t, a)}
            </button>
          ))}
        </div>
      ) : null}
      {mana.length > 0 ? (
        <details className="mana-actions">
          <summary>{t('manaPool')}</summary>
          {mana.map((a, i) => (
            <button type="button" key={i} className="action-btn" onClick={() => take(a)}>
              {actionLabel(t, a)}
            </button>
          ))}
        </details>
      ) : null}
    </div>
  );
}

/** Modes, X, targets, costs and mana payment for one cast/activate action. */
function ActionBuilder(p: {
  view: GameView;
  a: CastLike;
  onCancel: () => void;
  onSubmit: (a: ReturnType<typeof buildAction>) => void;
}): React.ReactElement {
  const { t } = useT();
  const { a, view } = p;
  const [draft, setDraft] = React.useState<ActionDraft>(EMPTY_DRAFT);
  const groups = targetGroups(a, draft.modes);
  const costChoices = costChoicesOf(view, a);
  const division = divisionOf(view, a, draft.x);
  const problem = draftProblem(a, draft, costChoices, division);
  // The board chooses targets until each target group has its minimum, then the objects that pay the cost.
  const costBoard = costChoices.length > 0 && groups.every((g, i) => (draft.targets[i]?.length ?? 0) >= g.min);
  const sources = manaSources(view);
  return (
    <form
      className="builder"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) p.onSubmit(buildAction(a, draft));
      }}
    >
      <h3>{actionLabel(t, a)}</h3>
      {a.kind === 'cast' && a.modes && a.chooseModes && !a.entwine ? (
        <fieldset>
          <legend>{t('chooseModes', { min: a.chooseModes.min, max: a.chooseModes.max })}</legend>
          {a.modes.map((m, i) => (
            <label key={i} className="mode">
              <input
                type="checkbox"
                checked={draft.modes.includes(i)}
                onChange={() => setDraft({ ...draft, modes: toggle(draft.modes, i, a.chooseModes!.max), targets: [] })}
              />{' '}
              {m.text}
            </label>
          ))}
        </fieldset>
      ) : null}
      {a.hasX ? (
        <label className="x-input">
          {t('xValue', { max: a.maxX })}{' '}
          <input
            type="number"
            min={a.minX ?? 0}
            max={a.maxX}
            value={draft.x}
            onChange={(e) =>
              setDraft({ ...draft, x: Math.max(a.minX ?? 0, Math.min(a.maxX, Number(e.target.value) || 0)) })
            }
          />
        </label>
      ) : null}
      {groups.length ? (
        <TargetPicker
          view={view}
          groups={groups}
          value={draft.targets}
          onChange={(targets) => setDraft({ ...draft, targets, divide: [] })}
          board={!costBoard}
        />
      ) : null}
      {division && (draft.targets[division.group]?.length ?? 0) > 1 ? (
        <DividePicker
          view={view}
          targets={draft.targets[division.group] ?? []}
          total={division.total}
          value={draft.divide}
          onChange={(divide) => setDraft({ ...draft, divide })}
        />
      ) : null}
      {costChoices.length ? (
        <CostObjectsPicker
          view={view}
          choices={costChoices}
          x={draft.x}
          value={draft.costObjects}
          onChange={(costObjects) => setDraft({ ...draft, costObjects })}
          board={costBoard}
        />
      ) : null}
      <PaymentChoice draft={draft} setDraft={setDraft} sources={sources} />
      <div className="buttons">
        <button type="submit" className="primary" disabled={problem !== null}>
          {t('submit')}
        </button>
        <button type="button" onClick={p.onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** 601.2d: how the damage is divided among the chosen targets (evenly, unless the player gives the amounts). */
export function DividePicker(p: {
  view: GameView;
  targets: readonly TargetRef[];
  total: number;
  value: readonly number[];
  onChange: (v: number[]) => void;
}): React.ReactElement {
  const { t } = useT();
  const even = p.targets.map(
    (_, i) => Math.floor(p.total / p.targets.length) + (i < p.total % p.targets.length ? 1 : 0),
  );
  const shown = p.value.length === p.targets.length ? p.value : even;
  const sum = shown.reduce((n, v) => n + v, 0);
  return (
    <fieldset className={`divide${sum === p.total ? '' : ' active-group'}`}>
      <legend>{t('divideDamage', { n: sum, total: p.total })}</legend>
      {p.targets.map((r, i) => (
        <label key={refKey(r)} className="x-input">
          {refName(p.view, r)}{' '}
          <input
            type="number"
            min={1}
            max={p.total}
            value={shown[i] ?? 1}
            onChange={(e) => p.onChange(shown.map((v, k) => (k === i ? Math.max(1, Number(e.target.value) || 1) : v)))}
          />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 601.2h: which objects pay the cost (the creature to sacrifice, the cards to discard or exile), part by part; with
 * none chosen the engine picks them.
 */
function CostObjectsPicker(p: {
  view: GameView;
  choices: readonly CostObjectChoice[];
  x: number;
  value: readonly number[];
  onChange: (v: number[]) => void;
  /** Whether the board's highlights and clicks choose these objects (for the first part not yet paid). */
  board: boolean;
}): React.ReactElement {
  const { t } = useT();
  const toggleId = (id: number): void =>
    p.onChange(p.value.includes(id) ? p.value.filter((v) => v !== id) : [...p.value, id]);
  const unpaid = p.choices.find((c) => !costChoiceState(c, p.value, p.x).paid) ?? p.choices[p.choices.length - 1];
  const candidates = unpaid?.candidates;
  // Built each render: useBoardInteraction only updates the board when the keys change, and reads the click
  // handler (which closes over the builder's current draft) through a ref.
  const interaction: Interaction | null = candidates
    ? {
        highlight: new Set(candidates.map((id) => `o${id}`)),
        selected: new Set(p.value.filter((id) => candidates.includes(id)).map((id) => `o${id}`)),
        onRef: (r) => {
          if (r.kind === 'object' && candidates.includes(r.id)) toggleId(r.id);
        },
      }
    : null;
  useBoardInteraction(p.board ? interaction : null);
  return (
    <div className="cost-objects">
      <p className="hint">{t('costObjectsHint')}</p>
      {p.choices.map((c, ci) => {
        const s = costChoiceState(c, p.value, p.x);
        return (
          <fieldset key={ci} className={s.paid ? '' : 'active-group'}>
            <legend>
              {c.minTotal
                ? t(c.minTotal.of === 'power' ? 'costTotalPower' : 'costTotalManaValue', {
                    verb: t(`costVerb_${c.verb}`),
                    n: s.total,
                    min: c.minTotal.amount,
                  })
                : t('costCount', {
                    verb: t(`costVerb_${c.verb}`),
                    n: s.picked.length,
                    count: c.xCount ? p.x : (c.count ?? 0),
                  })}
            </legend>
            {c.candidates.map((id, i) => (
              <button
                type="button"
                key={id}
                className="target-btn"
                aria-pressed={p.value.includes(id)}
                onClick={() => toggleId(id)}
              >
                {objectName(p.view, id)}
                {c.minTotal ? ` (${c.minTotal.values[i] ?? 0})` : ''}
              </button>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

/** How a spell's mana is paid: automatically, from chosen sources, or from the pool. */
function PaymentChoice(p: {
  draft: ActionDraft;
  setDraft: (d: ActionDraft) => void;
  sources: readonly ObjectView[];
}): React.ReactElement {
  const { t } = useT();
  const { draft, setDraft, sources } = p;
  return (
    <fieldset className="payment">
      <legend>{t('payment')}</legend>
      <label>
        <input
          type="radio"
          name="pay"
          checked={draft.payment === 'auto'}
          onChange={() => setDraft({ ...draft, payment: 'auto' })}
        />{' '}
        {t('payAuto')}
      </label>
      <label>
        <input
          type="radio"
          name="pay"
          checked={draft.payment === 'sources'}
          onChange={() => setDraft({ ...draft, payment: 'sources' })}
        />{' '}
        {t('payManual')}
      </label>
      <label>
        <input
          type="radio"
          name="pay"
          checked={draft.payment === 'pool'}
          onChange={() => setDraft({ ...draft, payment: 'pool' })}
        />{' '}
        {t('payPool')}
      </label>
      {draft.payment === 'sources' ? (
        <div className="sources" role="group">
          {sources.map((o) => (
            <button
              type="button"
              key={o.id}
              aria-pressed={draft.sources.includes(o.id)}
              onClick={() => setDraft({ ...draft, sources: toggle(draft.sources, o.id, 99) })}
            >
              {o.name ?? `#${o.id}`}
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

function Attackers({
  view,
  d,
  submit,
}: {
  view: GameView;
  d: D<'declareAttackers'>;
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const [on, setOn] = React.useState<Record<number, boolean>>(() =>
    Object.fromEntries(d.options.map((o) => [o.attacker, o.mustAttack])),
  );
  const [def, setDef] = React.useState<Record<number, number>>({});
  const interaction = React.useMemo<Interaction>(
    () => ({
      highlight: new Set(d.options.map((o) => `o${o.attacker}`)),
      selected: new Set(d.options.filter((o) => on[o.attacker]).map((o) => `o${o.attacker}`)),
      onRef: (r) => {
        if (r.kind === 'object' && d.options.some((o) => o.attacker === r.id))
          setOn((s) => ({ ...s, [r.id]: !s[r.id] }));
      },
    }),
    [d.options, on],
  );
  useBoardInteraction(interaction);
  const attacks = d.options
    .filter((o) => on[o.attacker] && o.defenders.length > 0)
    .map((o) => ({ attacker: o.attacker, defender: o.defenders[def[o.attacker] ?? 0]! }));
  return (
    <div>
      <h3>{t('attackersTitle')}</h3>
      <ul className="combat-list">
        {d.options.map((o) => (
          <li key={o.attacker}>
            <label>
              <input
                type="checkbox"
                checked={on[o.attacker] ?? false}
                onChange={() => setOn((s) => ({ ...s, [o.attacker]: !s[o.attacker] }))}
              />{' '}
              {objectName(view, o.attacker)}
              {o.mustAttack ? ` (${t('mustAttack')})` : ''}
            </label>
            {o.defenders.length > 1 ? (
              <select
                aria-label={`${t('defender')}: ${objectName(view, o.attacker)}`}
                value={def[o.attacker] ?? 0}
                onChange={(e) => setDef((s) => ({ ...s, [o.attacker]: Number(e.target.value) }))}
              >
                {o.defenders.map((r, i) => (
                  <option key={refKey(r)} value={i}>
                    {refName(view, r)}
                  </option>
                ))}
              </select>
            ) : o.defenders[0] ? (
              <span className="defender"> → {refName(view, o.defenders[0])}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="buttons">
        <button type="button" className="primary" onClick={() => submit({ kind: 'declareAttackers', attacks })}>
          {attacks.length ? `${t('attackWith')} (${attacks.length})` : t('noAttack')}
        </button>
      </div>
    </div>
  );
}

function Blockers({
  view,
  d,
  submit,
}: {
  view: GameView;
  d: D<'declareBlockers'>;
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const [blk, setBlk] = React.useState<Record<number, number | null>>({});
  const blocks = d.options.flatMap((o) => {
    const a = blk[o.blocker];
    return a !== undefined && a !== null ? [{ blocker: o.blocker, attacker: a }] : [];
  });
  return (
    <div>
      <h3>{t('blockersTitle')}</h3>
      <ul className="combat-list">
        {d.options.map((o) => (
          <li key={o.blocker}>
            <span>{objectName(view, o.blocker)}</span>{' '}
            <select
              aria-label={`${t('blocks')}: ${objectName(view, o.blocker)}`}
              value={blk[o.blocker] ?? ''}
              onChange={(e) =>
                setBlk((s) => ({ ...s, [o.blocker]: e.target.value === '' ? null : Number(e.target.value) }))
              }
            >
              <option value="">{t('noBlock')}</option>
              {o.attackers.map((a) => (
                <option key={a} value={a}>
                  {t('blocks')} {objectName(view, a)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <button type="button" className="primary" onClick={() => submit({ kind: 'declareBlockers', blocks })}>
        {blocks.length ? `${t('submit')} (${blocks.length})` : t('noBlock')}
      </button>
    </div>
  );
}

function AssignDamage({
  view,
  d,
  submit,
}: {
  view: GameView;
  d: D<'assignCombatDamage'>;
  submit: (c: Choice) => void;
}): React.ReactElement {
  const { t } = useT();
  const init = defaultDamage(d);
  const [amounts, setAmounts] = React.useState<number[]>(init.amounts);
  const [extra, setExtra] = React.useState(init.extra);
  const [unblocked, setUnblocked] = React.useState(false);
  const left = d.amount - amounts.reduce((a, b) => a + b, 0) - extra;
  const bad = !unblocked && damageProblem(d, amounts, extra);
  return (
    <div>
      <h3>
        {t('assignDamage', { n: d.amount })} — {objectName(view, d.attacker)}
      </h3>
      {d.unblockedTo ? (
        <label>
          <input type="checkbox" checked={unblocked} onChange={() => setUnblocked(!unblocked)} /> {t('unblocked')}
        </label>
      ) : null}
      {!unblocked ? (
        <ul className="combat-list">
          {d.blockers.map((b, i) => (
            <li key={b}>
              <label>
                {objectName(view, b)} ({t('lethal', { n: d.lethal[i] ?? 0 })}){' '}
                <input
                  type="number"
                  min={0}
                  max={d.amount}
                  value={amounts[i] ?? 0}
                  onChange={(e) =>
                    setAmounts((s) => s.map((x, j) => (j === i ? Math.max(0, Number(e.target.value) || 0) : x)))
                  }
                />
              </label>
            </li>
          ))}
          {d.trampleTo ? (
            <li>
              <label>
                {refName(view, d.trampleTo)} — {t('trample')}{' '}
                <input
                  type="number"
                  min={0}
                  max={d.amount}
                  value={extra}
                  onChange={(e) => setExtra(Math.max(0, Number(e.target.value) || 0))}
                />
              </label>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p>{t('remaining', { n: unblocked ? 0 : left })}</p>
      <button
        type="button"
        className="primary"
        disabled={bad}
        onClick={() => submit(damageChoice(d, amounts, extra, unblocked))}
      >
        {t('submit')}
      </button>
    </div>
  );
}

export { playerName };
