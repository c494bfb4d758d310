/** Turn, phase and step, every active player, and in Grand Melee every turn marker with its own stack (807.4). */
import React from 'react';
import type { GameView } from '@arbiter/engine';
import { STEP_NAMES, useT } from '../i18n.js';
import { playerName } from '../board.js';

const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;

export function TurnBar({ view }: { view: GameView }): React.ReactElement {
  const { t, lang } = useT();
  const names = view.activePlayers.map((p) => playerName(view, p)).join(', ');
  return (
    <div className="turnbar" role="status" aria-label={t('turn', { n: view.turn })}>
      <strong>{t('turn', { n: view.turn })}</strong>
      <span className="active-players">{t('activePlayer', { names })}</span>
      <ol className="steps" aria-label={view.step}>
        {STEPS.map((s) => (
          <li
            key={s}
            className={s === view.step || (s === 'combatDamage' && view.step === 'firstStrikeDamage') ? 'current' : ''}
            aria-current={s === view.step ? 'step' : undefined}
          >
            {STEP_NAMES[lang][s]}
          </li>
        ))}
      </ol>
      {view.priority !== null ? (
        <span className="priority">{t('priorityHolder', { name: playerName(view, view.priority) })}</span>
      ) : null}
      {view.waitingFor !== null ? (
        <span className="waiting">{t('waitingFor', { name: playerName(view, view.waitingFor) })}</span>
      ) : null}
      {view.turns.length > 1 ? (
        <ul className="markers" aria-label="turn markers">
          {view.turns.map((m) => (
            <li key={m.marker} className={m.waiting ? 'waiting' : ''}>
              {t('marker', { n: m.marker + 1 })}: {t('turn', { n: m.turn })} ·{' '}
              {m.activePlayers.map((p) => playerName(view, p)).join(', ')} · {STEP_NAMES[lang][m.step] ?? m.step} ·{' '}
              {t('markerStack', { n: m.stack })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
