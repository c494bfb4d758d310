/**
 * A card as a readable frame (no images): name, mana symbols, type line, Oracle text, P/T or loyalty,
 * and its status on the table (tapped, counters, damage, token, face down, summoning sick, control).
 * Hover or focus enlarges it and shows the compiled status the server reports.
 */
import React from 'react';
import type { ObjectView } from '@arbiter/engine';
import type { CardInfo } from '../api.js';
import { useT } from '../i18n.js';

/** Splits "{2}{U}{U/P}" into its symbols; text outside braces is kept as-is. */
export function manaSymbols(cost: string): string[] {
  const out: string[] = [];
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) out.push(m[1]!);
  return out;
}

const SYMBOL_CLASS: Record<string, string> = { W: 'w', U: 'u', B: 'b', R: 'r', G: 'g', C: 'c' };

export function ManaCost({ cost }: { cost: string }): React.ReactElement {
  return (
    <span className="mana-cost" aria-label={cost}>
      {manaSymbols(cost).map((s, i) => (
        <span key={i} className={`mana mana-${SYMBOL_CLASS[s] ?? (s.includes('/') ? 'hybrid' : 'generic')}`}>
          {s}
        </span>
      ))}
    </span>
  );
}

/** Oracle text with its mana symbols drawn as symbols. */
export function OracleText({ text }: { text: string }): React.ReactElement {
  return (
    <div className="oracle">
      {text.split('\n').map((line, i) => (
        <p key={i}>
          {line
            .split(/(\{[^}]+\})/g)
            .map((part, j) =>
              /^\{[^}]+\}$/.test(part) ? (
                <ManaCost key={j} cost={part} />
              ) : (
                <React.Fragment key={j}>{part}</React.Fragment>
              ),
            )}
        </p>
      ))}
    </div>
  );
}

export const CardInfoContext = React.createContext<(name: string) => CardInfo | null>(() => null);

export interface CardProps {
  readonly obj: ObjectView;
  readonly ownerName?: string;
  readonly controllerName?: string;
  readonly compact?: boolean;
  readonly selected?: boolean;
  readonly targetable?: boolean;
  readonly dimmed?: boolean;
  readonly attacking?: boolean;
  readonly blocking?: boolean;
  readonly onClick?: () => void;
  readonly children?: React.ReactNode;
}

function isToken(o: ObjectView): boolean {
  return o.token === true;
}

export function Card(p: CardProps): React.ReactElement {
  const { t } = useT();
  const info = React.useContext(CardInfoContext)(p.obj.name ?? '');
  const o = p.obj;
  const hidden = o.name === null;
  const ptNow = o.power !== null && o.toughness !== null ? `${o.power}/${o.toughness}` : null;
  const loyalty = o.counters['loyalty'];
  const status: string[] = [];
  if (o.tapped) status.push(t('tapped'));
  if (o.faceDown) status.push(t('faceDown'));
  if (o.summoningSick && o.types.includes('Creature')) status.push(t('summoningSick'));
  if (isToken(o)) status.push(t('token'));
  if (o.commander) status.push(t('commander'));
  if (o.damage > 0) status.push(t('damage', { n: o.damage }));
  if (o.controller !== o.owner && p.ownerName) status.push(t('ownedBy', { name: p.ownerName }));
  if (p.dimmed) status.push(t('outOfRange'));
  const label = hidden
    ? o.faceDown
      ? t('faceDown')
      : t('hidden')
    : `${o.name}${ptNow ? ` ${ptNow}` : ''}${status.length ? ` (${status.join(', ')})` : ''}`;
  const classes = [
    'card',
    p.compact ? 'compact' : '',
    o.tapped ? 'tapped' : '',
    hidden ? 'hidden' : '',
    p.selected ? 'selected' : '',
    p.targetable ? 'targetable' : '',
    p.dimmed ? 'dimmed' : '',
    p.attacking ? 'attacking' : '',
    p.blocking ? 'blocking' : '',
    o.controller !== o.owner ? 'stolen' : '',
    o.summoningSick && o.types.includes('Creature') ? 'sick' : '',
    colorClass(info?.manaCost),
  ]
    .filter(Boolean)
    .join(' ');
  const clickable = p.onClick !== undefined;
  return (
    <div
      className={classes}
      data-object={o.id}
      data-name={o.name ?? ''}
      role={clickable ? 'button' : 'img'}
      tabIndex={clickable ? 0 : -1}
      aria-label={label}
      aria-pressed={clickable && p.selected !== undefined ? p.selected : undefined}
      onClick={p.onClick}
      onKeyDown={
        clickable
          ? (e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                e.stopPropagation();
                p.onClick!();
              }
            }
          : undefined
      }
    >
      <div className="card-head">
        <span className="card-name">{hidden ? (o.faceDown ? t('faceDown') : '') : o.name}</span>
        {info?.manaCost && !hidden ? <ManaCost cost={info.manaCost} /> : null}
      </div>
      {!p.compact || !hidden ? <div className="card-type">{info?.typeLine ?? o.types.join(' ')}</div> : null}
      {!p.compact && info?.text && !hidden ? <OracleText text={info.text} /> : null}
      <div className="card-foot">
        {Object.entries(o.counters)
          .filter(([k, n]) => n > 0 && k !== 'loyalty')
          .map(([k, n]) => (
            <span key={k} className="counter" title={k}>
              {counterLabel(k)}×{n}
            </span>
          ))}
        {o.chosenName && !hidden ? (
          <span className="badge chosen-name" title={t('cardName')}>
            “{o.chosenName}”
          </span>
        ) : null}
        {o.damage > 0 ? <span className="damage-badge">−{o.damage}</span> : null}
        {isToken(o) ? <span className="badge">{t('token')}</span> : null}
        {o.commander ? <span className="badge commander-badge">{t('commander')}</span> : null}
        {o.controller !== o.owner && p.controllerName ? (
          <span className="badge stolen-badge">{p.controllerName}</span>
        ) : null}
        {loyalty !== undefined ? <span className="loyalty">{loyalty}</span> : null}
        {ptNow ? <span className="pt">{ptNow}</span> : null}
      </div>
      {!hidden && info ? <CardZoom info={info} obj={o} status={status} /> : null}
      {p.children}
    </div>
  );
}

function counterLabel(k: string): string {
  return k === 'p1p1' ? '+1/+1' : k === 'm1m1' ? '−1/−1' : k;
}

function colorClass(cost: string | undefined): string {
  if (!cost) return 'col-c';
  const cs = new Set(
    manaSymbols(cost)
      .flatMap((s) => s.split('/'))
      .filter((s) => 'WUBRG'.includes(s) && s.length === 1),
  );
  if (cs.size > 1) return 'col-m';
  const [c] = [...cs];
  return c ? `col-${c.toLowerCase()}` : 'col-c';
}

/** The enlarged card shown on hover/focus, with its compiled status. */
function CardZoom({
  info,
  obj,
  status,
}: {
  info: CardInfo;
  obj: ObjectView;
  status: readonly string[];
}): React.ReactElement {
  const { t } = useT();
  return (
    <div className="card-zoom" role="tooltip">
      <div className="card-head">
        <span className="card-name">{info.name}</span>
        {info.manaCost ? <ManaCost cost={info.manaCost} /> : null}
      </div>
      <div className="card-type">{info.typeLine ?? obj.types.join(' ')}</div>
      {info.text ? <OracleText text={info.text} /> : null}
      <div className="card-foot">
        {info.loyalty ? <span className="loyalty">{info.loyalty}</span> : null}
        {info.power !== undefined ? (
          <span className="pt">
            {info.power}/{info.toughness}
          </span>
        ) : null}
      </div>
      {status.length ? <div className="zoom-status">{status.join(' · ')}</div> : null}
      {info.status ? <div className="zoom-compiled">{t('compiled', { status: info.status })}</div> : null}
    </div>
  );
}
