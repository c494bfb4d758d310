/** The auto-pass settings, kept in localStorage. */
import React from 'react';
import { DEFAULT_AUTOPASS, type AutoPassSettings } from '../autopass.js';
import { useT, type StringKey } from '../i18n.js';

const KEY = 'arbiter.autopass';

export function loadAutoPass(): AutoPassSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return DEFAULT_AUTOPASS;
    const out: Record<string, unknown> = { ...DEFAULT_AUTOPASS };
    for (const k of Object.keys(DEFAULT_AUTOPASS))
      if (typeof (raw as Record<string, unknown>)[k] === 'boolean') out[k] = (raw as Record<string, unknown>)[k];
    return { ...(out as unknown as AutoPassSettings), untilEndOfTurn: null };
  } catch {
    return DEFAULT_AUTOPASS;
  }
}

export function saveAutoPass(s: AutoPassSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    /* storage full or disabled */
  }
}

const ROWS: readonly [keyof AutoPassSettings, StringKey][] = [
  ['enabled', 'autoPassOn'],
  ['onlyPass', 'onlyPassAuto'],
  ['stopWhenCast', 'stopWhenCast'],
  ['stopMyUpkeep', 'stopMyUpkeep'],
  ['stopMyDraw', 'stopMyDraw'],
  ['stopMyMain', 'stopMyMain'],
  ['stopMyCombat', 'stopMyCombat'],
  ['stopMyEnd', 'stopMyEnd'],
  ['stopTheirCombat', 'stopTheirCombat'],
  ['stopTheirEnd', 'stopTheirEnd'],
];

export function AutoPassPanel({
  value,
  onChange,
}: {
  value: AutoPassSettings;
  onChange: (s: AutoPassSettings) => void;
}): React.ReactElement {
  const { t } = useT();
  return (
    <details className="autopass">
      <summary>
        {t('autoPass')}
        {value.untilEndOfTurn !== null ? ` — ${t('passToEnd')}` : ''}
      </summary>
      {ROWS.map(([k, label]) => (
        <label key={k}>
          <input
            type="checkbox"
            checked={value[k] === true}
            onChange={(e) => onChange({ ...value, [k]: e.target.checked })}
          />{' '}
          {t(label)}
        </label>
      ))}
    </details>
  );
}
