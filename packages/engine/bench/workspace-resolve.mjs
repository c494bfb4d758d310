// Module resolution hooks (node:module register) for a bench child that compiles cards with another checkout's
// compiler: `@arbiter/<package>` and `@arbiter/<package>/<entry>` resolve to that checkout's TypeScript sources
// (`<checkout>/packages/<package>/src/<entry or index>.ts`), never to this checkout's node_modules links or to a
// build the pinned checkout doesn't have. tsx (registered first) loads the .ts files.
import { pathToFileURL } from 'node:url';
import path from 'node:path';

let checkout = '';

/** `data.checkout`: the root of the checkout whose packages `@arbiter/…` names. */
export function initialize(data) {
  checkout = data.checkout;
}

export function resolve(specifier, context, next) {
  const m = /^@arbiter\/([a-z-]+)(?:\/([a-z-]+))?$/.exec(specifier);
  if (!m || !checkout) return next(specifier, context);
  const file = path.join(checkout, 'packages', m[1], 'src', `${m[2] ?? 'index'}.ts`);
  return next(pathToFileURL(file).href, context); // through tsx's resolver, which marks the file for its loader
}
