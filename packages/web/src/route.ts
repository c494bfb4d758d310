/** Client-side routes: / (lobby), /table/:id (?seat, ?token from an invite link, ?watch), /judge. */
export type Route =
  | { readonly page: 'lobby' }
  | {
      readonly page: 'table';
      readonly id: string;
      readonly seat: number | null;
      readonly token: string | null;
      readonly watch: boolean;
    }
  | { readonly page: 'judge' };

export function parseRoute(pathname: string, search: string): Route {
  const q = new URLSearchParams(search);
  const m = /^\/table\/([^/]+)\/?$/.exec(pathname);
  if (m) {
    const seat = q.get('seat');
    return {
      page: 'table',
      id: decodeURIComponent(m[1]!),
      seat: seat !== null && /^\d+$/.test(seat) ? Number(seat) : null,
      token: q.get('token'),
      watch: q.get('watch') === '1',
    };
  }
  if (/^\/judge\/?$/.test(pathname)) return { page: 'judge' };
  return { page: 'lobby' };
}

export function navigate(to: string): void {
  history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
