/** One seat: the player's life, poison and counters, zone counts and viewers, and their battlefield. */
import React from 'react';
import type { GameView, ObjectView, PlayerView } from '@arbiter/engine';
import { useT } from '../i18n.js';
import { attachmentsOf, groupBattlefield, playerName } from '../board.js';
import { Card } from './Card.js';
import { InteractionContext } from './interaction.js';

export interface SeatProps {
  readonly view: GameView;
  readonly player: PlayerView;
  readonly me: boolean;
  readonly connected: boolean | undefined;
  readonly inRange: ReadonlySet<number> | null;
  readonly onObject: (o: ObjectView) => void;
  readonly openZone: (title: string, objects: readonly ObjectView[]) => void;
}

export function Seat(p: SeatProps): React.ReactElement {
  const { t } = useT();
  const { current: inter } = React.useContext(InteractionContext);
  const { view, player } = p;
  const active = view.activePlayers.includes(player.id);
  const deciding = view.waitingFor === player.id;
  const dim = p.inRange !== null && !p.inRange.has(player.id);
  const key = `p${player.id}`;
  const targetable = inter.highlight.has(key);
  const exiled = view.exile.filter((o) => o.owner === player.id);
  const groups = groupBattlefield(view, player.id);
  const counters = Object.entries(player.counters).filter(([, n]) => n > 0);
  const cls = [
    'seat',
    p.me ? 'me' : '',
    active ? 'active' : '',
    deciding ? 'deciding' : '',
    player.left ? 'left' : '',
    dim ? 'dimmed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={cls} data-seat={player.id} aria-label={player.name}>
      <header className="seat-head">
        <button
          type="button"
          className={`player-name${targetable ? ' targetable' : ''}${inter.selected.has(key) ? ' selected' : ''}`}
          data-player={player.id}
          disabled={!targetable}
          onClick={() => inter.onRef({ kind: 'player', player: player.id })}
          aria-label={`${player.name}${targetable ? ' — ' + t('chooseTargets') : ''}`}
        >
          {player.name}
          {p.me ? ` (${t('you')})` : ''}
        </button>
        {active ? (
          <span className="badge active-badge">{t('activePlayer', { names: '' }).replace(/[:：]\s*$/, '')}</span>
        ) : null}
        {deciding ? (
          <span className="badge deciding-badge">{t('waitingFor', { name: '' }).replace(/\s+$/, '')}…</span>
        ) : null}
        {p.connected === false ? <span className="badge">{t('disconnected')}</span> : null}
        {player.left ? <span className="badge">{t('left')}</span> : null}
        {dim ? <span className="badge">{t('outOfRange')}</span> : null}
        <span className="life" title={t('life')} aria-label={`${t('life')} ${player.life}`}>
          ♥ {player.life}
        </span>
        {player.poison > 0 ? (
          <span className="poison">
            {t('poison')} {player.poison}
          </span>
        ) : null}
        {view.monarch === player.id ? <span className="badge designation">{t('monarch')}</span> : null}
        {view.initiative === player.id ? <span className="badge designation">{t('initiative')}</span> : null}
        {player.speed !== undefined ? (
          // 702.179b / 702.178a: a player's speed (public); 4 is max speed
          <span className={player.speed >= 4 ? 'badge designation' : 'badge'}>
            {t(player.speed >= 4 ? 'maxSpeed' : 'speed', { n: player.speed })}
          </span>
        ) : null}
        {counters.map(([k, n]) => (
          <span key={k} className="counter">
            {k}×{n}
          </span>
        ))}
        <ManaPool pool={player.manaPool} />
      </header>
      <ZoneCounts player={player} exiled={exiled} openZone={p.openZone} />
      <CommanderInfo view={view} player={player} />
      <DungeonInfo player={player} />
      <div className="battlefield" aria-label={t('battlefield')}>
        {(['creatures', 'others', 'lands'] as const).map((g) =>
          groups[g].length ? (
            <div key={g} className={`bf-group bf-${g}`} aria-label={t(g)}>
              {groups[g].map((o) => (
                <Permanent key={o.id} view={view} obj={o} dim={dim} onObject={p.onObject} />
              ))}
            </div>
          ) : null,
        )}
      </div>
      {!p.me && player.hand && player.hand.length ? (
        <div className="teammate-hand" aria-label={t('hand')}>
          {player.hand.map((o) => (
            <Card key={o.id} obj={o} compact />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/**
 * 309.2 / 701.49: the player's dungeon in the command zone, every room (the one their venture marker is on marked, with
 * the rooms its arrows lead to), and the dungeons they have completed (309.7); all public.
 */
function DungeonInfo(p: { readonly player: PlayerView }): React.ReactElement | null {
  const { t } = useT();
  const { dungeon, completedDungeons } = p.player;
  if (!dungeon && !completedDungeons?.length) return null;
  return (
    <div className="dungeon" aria-label={t('dungeon')}>
      {dungeon ? (
        <details>
          <summary>
            {t('dungeon')}: {dungeon.name} — {t('ventureMarker')}: {dungeon.room}
          </summary>
          <ol className="dungeon-rooms">
            {dungeon.rooms.map((r) => (
              <li key={r.name} className={r.name === dungeon.room ? 'venture-marker' : undefined}>
                <strong>{r.name}</strong> — {r.text}
                {r.next.length ? ` → ${r.next.join(' / ')}` : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {completedDungeons?.length ? (
        <span className="completed-dungeons">
          {t('completedDungeons')}: {completedDungeons.join(', ')}
        </span>
      ) : null}
    </div>
  );
}

/** Hand and library sizes, and buttons that open the graveyard and the cards the player owns in exile. */
function ZoneCounts(p: {
  readonly player: PlayerView;
  readonly exiled: readonly ObjectView[];
  readonly openZone: SeatProps['openZone'];
}): React.ReactElement {
  const { t } = useT();
  const { player, exiled } = p;
  return (
    <div className="zones">
      <span className="zone-count">
        {t('hand')} {player.handCount}
      </span>
      <span className="zone-count">
        {t('library')} {player.libraryCount}
      </span>
      {player.libraryTop ? (
        // 401.5: the library's top card, when this viewer may see it ("look at … any time", "… revealed")
        <button
          type="button"
          className="zone-btn library-top"
          onClick={() => p.openZone(t('viewerOf', { name: player.name, zone: t('library') }), [player.libraryTop!])}
        >
          {t('libraryTop', { name: player.libraryTop.name ?? '?' })}
        </button>
      ) : null}
      <button
        type="button"
        className="zone-btn"
        onClick={() => p.openZone(t('viewerOf', { name: player.name, zone: t('graveyard') }), player.graveyard)}
      >
        {t('graveyard')} {player.graveyard.length}
      </button>
      <button
        type="button"
        className="zone-btn"
        onClick={() => p.openZone(t('viewerOf', { name: player.name, zone: t('exile') }), exiled)}
      >
        {t('exile')} {exiled.length}
      </button>
    </div>
  );
}

/** 903.8 / 903.10a: each commander with its zone and tax, and the combat damage each commander has dealt this player. */
function CommanderInfo({ view, player }: { view: GameView; player: PlayerView }): React.ReactElement | null {
  const { t } = useT();
  const mine = player.commanders ?? [];
  const taken = (player.commanderDamage ?? []).filter((d) => d.damage > 0);
  if (!mine.length && !taken.length) return null;
  return (
    <div className="commander-info" aria-label={t('commanders')}>
      {mine.map((c) => (
        <span key={c.name} className="commander-tax" title={t('commanderCasts', { n: c.casts })}>
          {t('commanderTax', { name: c.name, zone: zoneName(t, c.zone), tax: c.tax })}
        </span>
      ))}
      {taken.map((d) => (
        <span
          key={`${d.owner}:${d.commander}`}
          className={`commander-damage${d.damage >= 15 ? ' danger' : ''}`}
          title={t('commanderDamageRule')}
        >
          {t('commanderDamage', { name: d.commander, owner: playerName(view, d.owner), n: d.damage })}
        </span>
      ))}
    </div>
  );
}

const ZONES = ['command', 'battlefield', 'hand', 'library', 'graveyard', 'exile', 'stack'] as const;

function zoneName(t: ReturnType<typeof useT>['t'], zone: string): string {
  const known = ZONES.find((z) => z === zone);
  return known ? t(known) : zone;
}

function ManaPool({ pool }: { pool: Readonly<Record<string, number>> }): React.ReactElement | null {
  const entries = Object.entries(pool).filter(([, n]) => n > 0);
  if (!entries.length) return null;
  return (
    <span className="pool">
      {entries.map(([c, n]) => (
        <span key={c} className={`mana mana-${c.toLowerCase()}`}>
          {c}
          {n > 1 ? `×${n}` : ''}
        </span>
      ))}
    </span>
  );
}

function Permanent({
  view,
  obj,
  dim,
  onObject,
}: {
  view: GameView;
  obj: ObjectView;
  dim: boolean;
  onObject: (o: ObjectView) => void;
}): React.ReactElement {
  const { t } = useT();
  const { current: inter } = React.useContext(InteractionContext);
  const key = `o${obj.id}`;
  const attached = attachmentsOf(view, obj.id);
  const attacking = view.combat?.attackers.find((a) => a.attacker === obj.id);
  const blocking = view.combat?.blockers.some((b) => b.blocker === obj.id) ?? false;
  return (
    <div className="permanent">
      <Card
        obj={obj}
        compact
        ownerName={playerName(view, obj.owner)}
        controllerName={playerName(view, obj.controller)}
        targetable={inter.highlight.has(key)}
        selected={inter.selected.has(key) ? true : undefined}
        dimmed={dim}
        attacking={attacking !== undefined}
        blocking={blocking}
        onClick={() => (inter.highlight.has(key) ? inter.onRef({ kind: 'object', id: obj.id }) : onObject(obj))}
      >
        {attacking ? (
          <span className="combat-tag">
            → {attacking.defender.kind === 'player' ? playerName(view, attacking.defender.player) : ''}
          </span>
        ) : null}
      </Card>
      {attached.map((a) => (
        <div key={a.id} className="attachment" aria-label={t('attachedTo', { name: obj.name ?? '' })}>
          <Card
            obj={a}
            compact
            targetable={inter.highlight.has(`o${a.id}`)}
            onClick={() => (inter.highlight.has(`o${a.id}`) ? inter.onRef({ kind: 'object', id: a.id }) : onObject(a))}
          />
        </div>
      ))}
    </div>
  );
}
