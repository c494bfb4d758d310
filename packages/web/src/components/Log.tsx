/** The narrated log, newest at the bottom; each cited rule is a button that shows its text. */
import React from 'react';
import type { LogEntry } from '@arbiter/engine';
import { useT } from '../i18n.js';
import { RuleLink } from './Rules.js';

export function Log({ entries }: { entries: readonly LogEntry[] }): React.ReactElement {
  const { t } = useT();
  const ref = React.useRef<HTMLOListElement>(null);
  const shown = entries.slice(-300);
  React.useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length]);
  return (
    <section className="log" aria-label={t('log')}>
      <h2>{t('log')}</h2>
      <ol ref={ref} role="log" aria-live="polite">
        {shown.map((e) => (
          <li key={e.seq} data-type={e.type}>
            <span className="log-text">{e.text}</span>{' '}
            {e.rules.length ? (
              <span className="log-rules">
                {[...new Set(e.rules)].map((r) => (
                  <RuleLink key={r} rule={r} />
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
