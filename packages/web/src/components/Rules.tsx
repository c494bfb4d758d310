/**
 * Rule citations: every rule number in the log is a button that opens the rule's text, in English
 * and Chinese, from the committed index of @arbiter/rules (loaded once, as a separate asset).
 */
import React from 'react';
import { lookupRule, parseRuleIndex, type RuleIndex, type RuleLookup } from '@arbiter/rules';
import rulesUrl from '../../../rules/data/rules.json?url';
import { useT } from '../i18n.js';

type Loader = { index: RuleIndex | null; error: string | null };

export const RulesContext = React.createContext<{ rules: Loader; open: (r: string) => void }>({
  rules: { index: null, error: null },
  open: () => undefined,
});

export function useRuleIndex(): Loader {
  const [state, setState] = React.useState<Loader>({ index: null, error: null });
  React.useEffect(() => {
    let live = true;
    fetch(rulesUrl)
      .then((r) => r.json())
      .then((json: unknown) => {
        const p = parseRuleIndex(json);
        if (live) setState(p.ok ? { index: p.index, error: null } : { index: null, error: p.error });
      })
      .catch((e: unknown) => {
        if (live) setState({ index: null, error: String(e) });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function RuleLink({ rule }: { rule: string }): React.ReactElement {
  const { open } = React.useContext(RulesContext);
  const { t } = useT();
  return (
    <button
      type="button"
      className="rule-link"
      data-rule={rule}
      aria-label={t('ruleText', { r: rule })}
      onClick={() => open(rule)}
    >
      {rule}
    </button>
  );
}

export function RulePanel({ rule, onClose }: { rule: string; onClose: () => void }): React.ReactElement {
  const { t } = useT();
  const { rules } = React.useContext(RulesContext);
  const found: RuleLookup | null = rules.index ? lookupRule(rules.index, rule) : null;
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, [rule]);
  return (
    <div
      className="rule-panel"
      role="dialog"
      aria-modal="false"
      aria-label={t('ruleText', { r: rule })}
      tabIndex={-1}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="rule-panel-head">
        <h3>{t('ruleText', { r: rule })}</h3>
        <button type="button" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      {!rules.index ? (
        <p>{rules.error ?? t('loading')}</p>
      ) : !found ? (
        <p>{t('noRuleText')}</p>
      ) : (
        <div>
          {found.found !== found.asked ? <p className="hint">{t('nearestRule', { r: found.found })}</p> : null}
          <section lang="en" className="rule-en">
            <h4>{t('english')}</h4>
            <p>{found.en ?? t('noEnglish')}</p>
          </section>
          <section lang="zh-Hans" className="rule-zh">
            <h4>{t('chinese')}</h4>
            <p>{found.zh ?? '—'}</p>
          </section>
        </div>
      )}
    </div>
  );
}
