/** The app shell: language switch, navigation, rule panel, and the current page. */
import React from 'react';
import { LangContext, translate, useT, type Lang } from '../i18n.js';
import { parseRoute, navigate, type Route } from '../route.js';
import { Lobby } from './Lobby.js';
import { TablePage } from './Table.js';
import { JudgePage } from './Judge.js';
import { RulePanel, RulesContext, useRuleIndex } from './Rules.js';
import { CardInfoContext } from './Card.js';
import { api, type CardInfo } from '../api.js';
import { holdSeat, seatsAt } from '../tokens.js';

function useRoute(): Route {
  const [route, setRoute] = React.useState(() => parseRoute(location.pathname, location.search));
  React.useEffect(() => {
    const on = (): void => setRoute(parseRoute(location.pathname, location.search));
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return route;
}

function useCardInfo(): (name: string) => CardInfo | null {
  const [cache, setCache] = React.useState<ReadonlyMap<string, CardInfo | null>>(new Map());
  const asked = React.useRef(new Set<string>());
  return React.useCallback(
    (name: string) => {
      if (!name) return null;
      if (!asked.current.has(name)) {
        asked.current.add(name);
        void api.card(name).then((r) => setCache((c) => new Map(c).set(name, r.ok ? r.value : null)));
      }
      return cache.get(name) ?? null;
    },
    [cache],
  );
}

export function App(): React.ReactElement {
  const [lang, setLangState] = React.useState<Lang>(() =>
    localStorage.getItem('arbiter.lang') === 'zh' ? 'zh' : 'en',
  );
  const setLang = React.useCallback((l: Lang) => {
    setLangState(l);
    localStorage.setItem('arbiter.lang', l);
  }, []);
  React.useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : 'en';
  }, [lang]);
  const t = React.useCallback(
    (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate(lang, k, p),
    [lang],
  );
  const route = useRoute();
  const rules = useRuleIndex();
  const [rule, setRule] = React.useState<string | null>(null);
  const cardInfo = useCardInfo();
  return (
    <LangContext.Provider value={{ lang, t, setLang }}>
      <RulesContext.Provider value={{ rules, open: setRule }}>
        <CardInfoContext.Provider value={cardInfo}>
          <Header />
          <Page route={route} />
          {rule ? <RulePanel rule={rule} onClose={() => setRule(null)} /> : null}
        </CardInfoContext.Provider>
      </RulesContext.Provider>
    </LangContext.Provider>
  );
}

function Header(): React.ReactElement {
  const { t, lang, setLang } = useT();
  return (
    <header className="app-header">
      <a
        href="/"
        className="brand"
        onClick={(e) => {
          e.preventDefault();
          navigate('/');
        }}
      >
        {t('appName')}
      </a>
      <nav aria-label="main">
        <a
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {t('lobby')}
        </a>
        <a
          href="/judge"
          onClick={(e) => {
            e.preventDefault();
            navigate('/judge');
          }}
        >
          {t('judge')}
        </a>
      </nav>
      <label className="lang">
        {t('language')}{' '}
        <select
          value={lang}
          onChange={(e) => setLang(e.target.value === 'zh' ? 'zh' : 'en')}
          aria-label={t('language')}
        >
          <option value="en">English</option>
          <option value="zh">简体中文</option>
        </select>
      </label>
    </header>
  );
}

function Page({ route }: { route: Route }): React.ReactElement {
  switch (route.page) {
    case 'lobby':
      return <Lobby />;
    case 'judge':
      return <JudgePage />;
    case 'table':
      return <TableRoute id={route.id} seat={route.seat} token={route.token} watch={route.watch} />;
  }
}

/** An invite link's token is stored and removed from the address bar; then the held seat (if any) is used. */
function TableRoute({
  id,
  seat,
  token,
  watch,
}: {
  id: string;
  seat: number | null;
  token: string | null;
  watch: boolean;
}): React.ReactElement {
  const { t } = useT();
  const [ready, setReady] = React.useState(token === null);
  React.useEffect(() => {
    if (token === null) return;
    holdSeat(localStorage, { table: id, seat: seat ?? 0, token, variant: '', savedAt: Date.now() });
    history.replaceState(null, '', `/table/${encodeURIComponent(id)}?seat=${seat ?? 0}`);
    setReady(true);
  }, [id, seat, token]);
  if (!ready) return <p>{t('loading')}</p>;
  const held = seatsAt(localStorage, id);
  const mine = watch ? null : (held.find((h) => seat === null || h.seat === seat) ?? null);
  return (
    <>
      {held.length > 1 ? (
        <nav className="seat-tabs" aria-label="seats">
          {held.map((h) => (
            <a
              key={h.seat}
              href={`/table/${encodeURIComponent(id)}?seat=${h.seat}`}
              aria-current={mine?.seat === h.seat ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/table/${encodeURIComponent(id)}?seat=${h.seat}`);
              }}
            >
              {t('seat', { n: h.seat + 1 })}
            </a>
          ))}
        </nav>
      ) : null}
      <TablePage key={`${id}-${mine?.token ?? 'watch'}`} table={id} token={mine?.token ?? null} />
    </>
  );
}
