/** Judge mode: open or paste a scenario, run it on the server, then step through it event by event. */
import React from 'react';
import { api, type ApiError, type JudgeEventView, type JudgeResponse } from '../api.js';
import { useT } from '../i18n.js';
import { RuleLink } from './Rules.js';

export function JudgePage(): React.ReactElement {
  const [text, setText] = React.useState('');
  const [run, setRun] = React.useState<JudgeResponse | null>(null);
  const [err, setErr] = React.useState<ApiError | null>(null);
  const [at, setAt] = React.useState(0);
  const [busy, setBusy] = React.useState(false);
  const go = async (): Promise<void> => {
    setBusy(true);
    setErr(null);
    const r = await api.judge(text);
    setBusy(false);
    if (r.ok) {
      setRun(r.value);
      setAt(0);
    } else {
      setErr(r.error);
      setRun(null);
    }
  };
  const n = run?.events.length ?? 0;
  const ev = run?.events[at] ?? null;
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.target as HTMLElement | null)?.tagName === 'TEXTAREA') return;
      if (e.key === 'ArrowRight' || e.key === 'n') setAt((x) => Math.min(n - 1, x + 1));
      if (e.key === 'ArrowLeft' || e.key === 'p') setAt((x) => Math.max(0, x - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [n]);
  return (
    <main className="judge">
      <ScenarioInput text={text} setText={setText} busy={busy} go={go} err={err} run={run} />
      {run && ev ? <JudgeSteps run={run} ev={ev} at={at} setAt={setAt} /> : null}
    </main>
  );
}

/** The scenario: a file or pasted text, the run button, and the verdict. */
function ScenarioInput(p: {
  readonly text: string;
  readonly setText: (text: string) => void;
  readonly busy: boolean;
  readonly go: () => Promise<void>;
  readonly err: ApiError | null;
  readonly run: JudgeResponse | null;
}): React.ReactElement {
  const { t } = useT();
  const { text, setText, busy, go, err, run } = p;
  return (
    <section className="judge-input">
      <h2>{t('judge')}</h2>
      <label>
        {t('openFile')}{' '}
        <input
          type="file"
          accept=".yaml,.yml,text/yaml"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void f.text().then(setText);
          }}
        />
      </label>
      <label className="scenario-text">
        {t('scenarioFile')}
        <textarea name="scenario" rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      </label>
      <button type="button" className="primary" disabled={busy || !text.trim()} onClick={() => void go()}>
        {t('runScenario')}
      </button>
      {err ? (
        <div role="alert" className="error">
          <p>{err.message}</p>
          <ul>
            {(err.problems ?? []).map((p, i) => (
              <li key={i}>
                {p.line}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {run ? (
        <div className={run.pass ? 'ok' : 'error'} role="status">
          {run.pass ? t('scenarioPass') : t('scenarioFail')} <span className="hint">{run.status}</span>
          {!run.pass ? (
            <ul>
              {run.failures.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Stepping through the run: the buttons, the current event with its rules, the event list, the board. */
function JudgeSteps(p: {
  readonly run: JudgeResponse;
  readonly ev: JudgeEventView;
  readonly at: number;
  readonly setAt: (at: number) => void;
}): React.ReactElement {
  const { t } = useT();
  const { run, ev, at, setAt } = p;
  const n = run.events.length;
  return (
    <section className="judge-steps" aria-label={t('step')}>
      <nav className="buttons" aria-label={t('step')}>
        <button type="button" onClick={() => setAt(0)} disabled={at === 0}>
          {t('first')}
        </button>
        <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>
          {t('prev')}
        </button>
        <span className="event-counter" data-at={at}>
          {t('eventOf', { i: at + 1, n })}
        </span>
        <button
          type="button"
          className="primary judge-next"
          onClick={() => setAt(Math.min(n - 1, at + 1))}
          disabled={at >= n - 1}
        >
          {t('next')}
        </button>
        <button type="button" onClick={() => setAt(n - 1)} disabled={at >= n - 1}>
          {t('last')}
        </button>
      </nav>
      <div className="judge-grid">
        <div className="judge-event">
          {ev.caseName ? <h3>{ev.caseName}</h3> : null}
          <p className="judge-meta">
            {t('turn', { n: ev.turn })} · {ev.step} · {ev.type}
          </p>
          <p className="judge-text">{ev.text}</p>
          <p className="log-rules">
            {ev.rules.map((r) => (
              <RuleLink key={r} rule={r} />
            ))}
          </p>
          {ev.scriptLine !== null ? (
            <p className="hint">{t('scriptStep', { line: ev.scriptLine, text: ev.scriptText ?? '' })}</p>
          ) : null}
          <ol className="judge-events" aria-label="events">
            {run.events.map((e, i) => (
              <li key={i} className={i === at ? 'current' : ''}>
                <button type="button" onClick={() => setAt(i)} aria-current={i === at ? 'step' : undefined}>
                  {e.text}
                </button>
              </li>
            ))}
          </ol>
        </div>
        <div className="judge-board" aria-label={t('board')}>
          <h3>{t('board')}</h3>
          <pre>{ev.board}</pre>
        </div>
      </div>
    </section>
  );
}
