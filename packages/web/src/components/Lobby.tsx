/** The lobby: create a table (variant, options, seats, decks), invite links, open tables to watch, your games to resume. */
import React from 'react';
import {
  api,
  type ApiResult,
  type ApiError,
  type CreatedTable,
  type DeckKind,
  type Meta,
  type OptionMeta,
  type TableSummary,
} from '../api.js';
import { useT, type StringKey } from '../i18n.js';
import { forgetTable, holdSeat, inviteLink, readSeats, type HeldSeat } from '../tokens.js';
import { navigate } from '../route.js';
import { COMMANDER_COLORS, defaultSeat, deckKindFor, isCommanderTable, seatSpec, type SeatDraft } from '../seats.js';

/** The lobby's name for each AI the server offers (`/api/meta` "ai"); an unknown one shows as it is. */
const AI_LABELS: Readonly<Record<string, StringKey>> = {
  heuristic: 'aiHeuristic',
  medium: 'aiMedium',
  hard: 'aiHard',
  random: 'aiRandom',
};

export function Lobby(): React.ReactElement {
  const { t } = useT();
  const [meta, setMeta] = React.useState<Meta | null>(null);
  const [err, setErr] = React.useState<ApiError | null>(null);
  const [tables, setTables] = React.useState<TableSummary[]>([]);
  const [held, setHeld] = React.useState<HeldSeat[]>(() => readSeats(localStorage));
  const [created, setCreated] = React.useState<CreatedTable | null>(null);
  React.useEffect(() => {
    void api.meta().then((r) => (r.ok ? setMeta(r.value) : setErr(r.error)));
    const load = (): void => {
      void api.tables().then((r) => {
        if (r.ok) setTables(r.value);
      });
    };
    load();
    const id = setInterval(load, 5000);
    return () => clearInterval(id);
  }, []);
  return (
    <main className="lobby">
      {err ? (
        <p role="alert">
          {t('serverUnavailable')} {err.message}
        </p>
      ) : null}
      {meta ? (
        <CreateTable
          meta={meta}
          onCreated={(c, variant) => {
            for (const s of c.seats)
              if (s.token)
                setHeld(
                  holdSeat(localStorage, { table: c.id, seat: s.seat, token: s.token, variant, savedAt: Date.now() }),
                );
            setCreated(c);
          }}
        />
      ) : (
        <p>{t('loading')}</p>
      )}
      {created ? <Invites created={created} /> : null}
      <section className="your-games" aria-label={t('yourGames')}>
        <h2>{t('yourGames')}</h2>
        {held.length === 0 ? (
          <p>{t('noGames')}</p>
        ) : (
          <ul>
            {held.map((h) => (
              <li key={`${h.table}-${h.seat}`}>
                <span>
                  {h.table} · {h.variant} · {t('seat', { n: h.seat + 1 })}
                </span>{' '}
                <button type="button" onClick={() => navigate(`/table/${encodeURIComponent(h.table)}?seat=${h.seat}`)}>
                  {t('resume')}
                </button>
                <button type="button" onClick={() => setHeld(forgetTable(localStorage, h.table))}>
                  {t('forget')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="open-tables" aria-label={t('openTables')}>
        <h2>{t('openTables')}</h2>
        <ul>
          {tables.map((x) => (
            <li key={x.id}>
              <span>
                {x.id} · {x.variant} · {t('players_n', { n: x.players })} ·{' '}
                {t(`status_${x.status}` as 'status_waiting')} · {t('decisionsCount', { n: x.decisions })}
              </span>{' '}
              <button type="button" onClick={() => navigate(`/table/${encodeURIComponent(x.id)}?watch=1`)}>
                {t('spectate')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

function Invites({ created }: { created: CreatedTable }): React.ReactElement {
  const { t } = useT();
  const [copied, setCopied] = React.useState<number | null>(null);
  return (
    <section className="invites" aria-label={t('inviteLinks')}>
      <h2>
        {t('inviteLinks')} — {t('table', { id: created.id })}
      </h2>
      <ul>
        {created.seats
          .filter((s) => s.token)
          .map((s) => {
            const link = inviteLink(location.origin, created.id, s.seat, s.token!);
            return (
              <li key={s.seat}>
                <span>{t('seat', { n: s.seat + 1 })}</span>{' '}
                <input
                  readOnly
                  value={link}
                  aria-label={t('seat', { n: s.seat + 1 })}
                  className="invite-link"
                  data-seat={s.seat}
                  onFocus={(e) => e.target.select()}
                />
                <button
                  type="button"
                  onClick={() => {
                    void navigator.clipboard?.writeText(link).then(
                      () => setCopied(s.seat),
                      () => undefined,
                    );
                  }}
                >
                  {copied === s.seat ? t('copied') : t('copy')}
                </button>
                <button
                  type="button"
                  onClick={() => navigate(`/table/${encodeURIComponent(created.id)}?seat=${s.seat}`)}
                >
                  {t('join')}
                </button>
              </li>
            );
          })}
      </ul>
    </section>
  );
}

function CreateTable({
  meta,
  onCreated,
}: {
  meta: Meta;
  onCreated: (c: CreatedTable, variant: string) => void;
}): React.ReactElement {
  const { t } = useT();
  const [variant, setVariant] = React.useState(meta.variants[0]?.id ?? 'free-for-all');
  const v = meta.variants.find((x) => x.id === variant);
  const [players, setPlayers] = React.useState(2);
  const [seed, setSeed] = React.useState(() => Math.floor(Math.random() * 100000));
  const [seats, setSeats] = React.useState<SeatDraft[]>(() =>
    Array.from({ length: 12 }, (_, i) => defaultSeat(meta, i)),
  );
  const [options, setOptions] = React.useState<Record<string, unknown>>({});
  const [busy, setBusy] = React.useState(false);
  const [err, setErr] = React.useState<ApiError | null>(null);
  const n = Math.max(v?.minPlayers ?? 2, Math.min(v?.maxPlayers ?? 12, players));
  const decks = v?.decks ?? [];
  const create = async (): Promise<void> => {
    setBusy(true);
    setErr(null);
    const r = await api.createTable({
      variant,
      players: n,
      seed,
      seats: seats.slice(0, n).map((s) => seatSpec(s, decks, options['vanguard'] === true, isCommanderTable(variant))),
      ...(Object.keys(options).length ? { options } : {}),
    });
    setBusy(false);
    if (r.ok) onCreated(r.value, variant);
    else setErr(r.error);
  };
  const opts = meta.options.filter((o) => !o.variants || o.variants.includes(variant));
  return (
    <form
      className="create"
      aria-label={t('createTable')}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2>{t('createTable')}</h2>
      <VariantRow
        meta={meta}
        variant={variant}
        setVariant={setVariant}
        n={n}
        setPlayers={setPlayers}
        seed={seed}
        setSeed={setSeed}
      />
      <OptionFields opts={opts} options={options} setOptions={setOptions} />
      <fieldset className="seats">
        <legend>{t('seats')}</legend>
        {seats.slice(0, n).map((s, i) => (
          <SeatRow
            key={i}
            i={i}
            s={s}
            meta={meta}
            decks={decks}
            vanguard={options['vanguard'] === true}
            variant={variant}
            onChange={(x) => setSeats((all) => all.map((y, j) => (j === i ? x : y)))}
          />
        ))}
      </fieldset>
      {err ? (
        <p role="alert" className="error">
          {err.message}
          {err.rule ? ` (${t('rule', { r: err.rule })})` : ''}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t('creating') : t('create')}
      </button>
    </form>
  );
}

/** The variant, the number of players and the seed. */
function VariantRow(p: {
  readonly meta: Meta;
  readonly variant: string;
  readonly setVariant: (v: string) => void;
  readonly n: number;
  readonly setPlayers: (n: number) => void;
  readonly seed: number;
  readonly setSeed: (n: number) => void;
}): React.ReactElement {
  const { t } = useT();
  const { meta, variant, setVariant, n, setPlayers, seed, setSeed } = p;
  const v = meta.variants.find((x) => x.id === variant);
  return (
    <div className="row">
      <label>
        {t('variant')}{' '}
        <select name="variant" value={variant} onChange={(e) => setVariant(e.target.value)}>
          {meta.variants.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('players')}{' '}
        <input
          name="players"
          type="number"
          min={v?.minPlayers ?? 2}
          max={v?.maxPlayers ?? 12}
          value={n}
          onChange={(e) => setPlayers(Number(e.target.value) || 2)}
        />
      </label>
      <label>
        {t('seed')}{' '}
        <input name="seed" type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value) || 0)} />
      </label>
    </div>
  );
}

/** The multiplayer options that apply to the chosen variant (none: nothing is shown). */
function OptionFields(p: {
  readonly opts: readonly OptionMeta[];
  readonly options: Record<string, unknown>;
  readonly setOptions: React.Dispatch<React.SetStateAction<Record<string, unknown>>>;
}): React.ReactElement | null {
  const { t } = useT();
  const { opts, options, setOptions } = p;
  if (!opts.length) return null;
  return (
    <fieldset className="options">
      <legend>{t('options')}</legend>
      {opts.map((o) => (
        <OptionField
          key={o.key}
          o={o}
          value={options[o.key]}
          onChange={(val) =>
            setOptions((s) => {
              const c = { ...s };
              if (val === undefined) delete c[o.key];
              else c[o.key] = val;
              return c;
            })
          }
        />
      ))}
    </fieldset>
  );
}

function OptionField({
  o,
  value,
  onChange,
}: {
  o: OptionMeta;
  value: unknown;
  onChange: (v: unknown) => void;
}): React.ReactElement {
  const id = `opt-${o.key}`;
  switch (o.type) {
    case 'boolean':
      return (
        <label htmlFor={id}>
          <input
            id={id}
            name={o.key}
            type="checkbox"
            checked={value === undefined ? o.default === true : value === true}
            onChange={(e) => onChange(e.target.checked)}
          />{' '}
          {o.label}
        </label>
      );
    case 'number':
      return (
        <label htmlFor={id}>
          {o.label}{' '}
          <input
            id={id}
            name={o.key}
            type="number"
            min={o.min}
            max={o.max}
            value={typeof value === 'number' ? value : typeof o.default === 'number' ? o.default : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          />
        </label>
      );
    case 'enum':
      return (
        <label htmlFor={id}>
          {o.label}{' '}
          <select
            id={id}
            name={o.key}
            value={value === undefined ? String(o.default ?? '') : String(value)}
            onChange={(e) =>
              onChange(
                e.target.value === 'null'
                  ? null
                  : /^\d+$/.test(e.target.value)
                    ? Number(e.target.value)
                    : e.target.value,
              )
            }
          >
            {o.values.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
      );
    case 'json':
      return (
        <label htmlFor={id}>
          {o.label}{' '}
          <input
            id={id}
            name={o.key}
            defaultValue={value === undefined ? '' : JSON.stringify(value)}
            onBlur={(e) => {
              try {
                onChange(e.target.value ? JSON.parse(e.target.value) : undefined);
              } catch {
                /* left as typed */
              }
            }}
          />
        </label>
      );
  }
}

function SeatRow({
  i,
  s,
  meta,
  decks,
  vanguard,
  variant,
  onChange,
}: {
  i: number;
  s: SeatDraft;
  meta: Meta;
  decks: readonly DeckKind[];
  vanguard: boolean;
  /** The table's variant: a Commander or Brawl list is checked as that format. */
  variant: string;
  onChange: (s: SeatDraft) => void;
}): React.ReactElement {
  const { t } = useT();
  const [check, setCheck] = React.useState<DeckCheck>(null);
  const deck = deckKindFor(s.deck, decks);
  return (
    <div className="seat-row" data-seat-row={i}>
      <strong>{t('seat', { n: i + 1 })}</strong>
      <select
        aria-label={`${t('seat', { n: i + 1 })}: ${t('human')}/${t('ai')}`}
        name={`seat${i}-kind`}
        value={s.kind}
        onChange={(e) => onChange({ ...s, kind: e.target.value as 'human' | 'ai' })}
      >
        <option value="human">{t('human')}</option>
        <option value="ai">{t('ai')}</option>
      </select>
      <PlayerField i={i} s={s} meta={meta} onChange={onChange} />
      <select
        aria-label={t('deck')}
        name={`seat${i}-deck`}
        value={deck}
        onChange={(e) => onChange({ ...s, deck: e.target.value as SeatDraft['deck'] })}
      >
        {decks.includes('starter') ? <option value="starter">{t('deckStarter')}</option> : null}
        {decks.includes('list') ? <option value="list">{t('deckList')}</option> : null}
        {decks.includes('random') ? <option value="random">{t('deckRandom')}</option> : null}
      </select>
      {deck === 'starter' ? (
        <select
          aria-label={t('deckStarter')}
          name={`seat${i}-starter`}
          value={s.starter}
          onChange={(e) => onChange({ ...s, starter: e.target.value })}
        >
          {meta.starterDecks.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      ) : null}
      {deck === 'list' ? (
        <DeckListField i={i} s={s} variant={variant} onChange={onChange} check={check} setCheck={setCheck} />
      ) : null}
      {vanguard ? (
        <select
          aria-label={t('vanguardCard')}
          name={`seat${i}-vanguard`}
          value={s.vanguard}
          onChange={(e) => onChange({ ...s, vanguard: e.target.value })}
        >
          <option value="">{t('vanguardFromSeed')}</option>
          {meta.vanguards.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : null}
      {isCommanderTable(variant) ? (
        <select
          aria-label={t('commanderColor')}
          name={`seat${i}-commander-color`}
          value={s.commanderColor}
          onChange={(e) => onChange({ ...s, commanderColor: e.target.value as SeatDraft['commanderColor'] })}
        >
          <option value="">{t('commanderColorNone')}</option>
          {COMMANDER_COLORS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}

/** The server's verdict on a pasted deck list (null: not checked since the last edit). */
type DeckCheck = ApiResult<{ cards: number }> | null;

/** An AI seat's difficulty, or a human seat's name. */
function PlayerField(p: {
  readonly i: number;
  readonly s: SeatDraft;
  readonly meta: Meta;
  readonly onChange: (s: SeatDraft) => void;
}): React.ReactElement {
  const { t } = useT();
  const { i, s, meta, onChange } = p;
  return s.kind === 'ai' ? (
    <select
      aria-label={t('difficulty')}
      name={`seat${i}-ai`}
      value={s.ai}
      onChange={(e) => onChange({ ...s, ai: e.target.value })}
    >
      {meta.ai.map((a) => (
        <option key={a} value={a}>
          {a in AI_LABELS ? t(AI_LABELS[a]!) : a}
        </option>
      ))}
    </select>
  ) : (
    <input
      aria-label={t('name')}
      placeholder={t('name')}
      name={`seat${i}-name`}
      value={s.name}
      maxLength={40}
      onChange={(e) => onChange({ ...s, name: e.target.value })}
    />
  );
}

/** A pasted deck list and its check by the server (the problems with their line numbers). */
function DeckListField(p: {
  readonly i: number;
  readonly s: SeatDraft;
  readonly variant: string;
  readonly onChange: (s: SeatDraft) => void;
  readonly check: DeckCheck;
  readonly setCheck: (c: DeckCheck) => void;
}): React.ReactElement {
  const { t } = useT();
  const { i, s, variant, onChange, check, setCheck } = p;
  return (
    <div className="deck-list">
      <textarea
        aria-label={t('deckList')}
        name={`seat${i}-list`}
        rows={6}
        value={s.list}
        onChange={(e) => {
          onChange({ ...s, list: e.target.value });
          setCheck(null);
        }}
      />
      <button
        type="button"
        onClick={() => {
          void api.validateDeck(s.list, variant).then(setCheck);
        }}
      >
        {t('validate')}
      </button>
      {check?.ok ? <p className="ok">{t('deckOk', { n: check.value.cards })}</p> : null}
      {check && !check.ok ? (
        <div role="alert" className="error">
          <p>{check.error.message}</p>
          <ul className="problems">
            {(check.error.problems ?? []).map((p, k) => (
              <li key={k}>
                {p.line > 0 ? `${p.line}: ` : ''}
                {p.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
