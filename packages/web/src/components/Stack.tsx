/** The stack, top first: each object with its controller, and arrows to its targets on the board. */
import React from 'react';
import type { GameView, TargetRef } from '@arbiter/engine';
import { useT } from '../i18n.js';
import { playerName, refName, stackTargets } from '../board.js';

export function StackView({ view }: { view: GameView }): React.ReactElement {
  const { t } = useT();
  const items = [...view.stack].reverse();
  return (
    <section className="stack" aria-label={t('stack')}>
      <h2>{t('stack')}</h2>
      {items.length === 0 ? (
        <p className="hint">{t('stackEmpty')}</p>
      ) : (
        <ol>
          {items.map((o) => {
            const targets = stackTargets(view, o.id);
            return (
              <li key={o.id} className="stack-item" data-stack={o.id}>
                <strong>{o.name ?? t('faceDown')}</strong>{' '}
                <span className="controller">— {playerName(view, o.controller)}</span>
                {targets.length ? (
                  <div className="stack-targets">
                    → {t('targets', { names: targets.map((r) => refName(view, r)).join(', ') })}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function selectorFor(r: TargetRef): string {
  return r.kind === 'player' ? `[data-seat="${r.player}"] .player-name` : `.permanent [data-object="${r.id}"]`;
}

/** SVG arrows from each stack object to its targets, measured from the DOM after each render. */
export function TargetArrows({
  view,
  root,
}: {
  view: GameView;
  root: React.RefObject<HTMLElement | null>;
}): React.ReactElement | null {
  const [lines, setLines] = React.useState<{ x1: number; y1: number; x2: number; y2: number; k: string }[]>([]);
  React.useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const out: { x1: number; y1: number; x2: number; y2: number; k: string }[] = [];
    for (const o of view.stack) {
      const from = el.querySelector(`[data-stack="${o.id}"]`);
      if (!from) continue;
      for (const r of stackTargets(view, o.id)) {
        const to = el.querySelector(selectorFor(r));
        if (!to) continue;
        const a = from.getBoundingClientRect();
        const b = to.getBoundingClientRect();
        out.push({
          x1: a.left - box.left,
          y1: a.top + a.height / 2 - box.top,
          x2: b.left + b.width / 2 - box.left,
          y2: b.top + b.height / 2 - box.top,
          k: `${o.id}-${r.kind}-${r.kind === 'player' ? r.player : r.id}`,
        });
      }
    }
    setLines((prev) => (JSON.stringify(prev) === JSON.stringify(out) ? prev : out));
  });
  if (!lines.length) return null;
  return (
    <svg className="arrows" aria-hidden="true">
      <defs>
        <marker id="arrowhead" markerWidth="8" markerHeight="8" refX="6" refY="4" orient="auto">
          <path d="M0,0 L8,4 L0,8 z" />
        </marker>
      </defs>
      {lines.map((l) => (
        <line key={l.k} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} markerEnd="url(#arrowhead)" />
      ))}
    </svg>
  );
}
