/**
 * Where each route's first screen (src/app/firstScreens.ts) has its document in the build, and which
 * addresses that document answers: the build writes it (./plugin.ts), nginx and the static hosts' files
 * (deploy/security-headers.ts) and `vite preview` (./plugin.ts) serve it. A fixed path's document is its
 * folder's `index.html`, which every host serves for it; a path with a parameter (`/:token`) has one
 * document for every value, in a folder named after the parameter (`_token`), served by a rule of its
 * own. An optional segment (`/:accountType?`) is left out: its addresses are the app's.
 */
import { firstScreens } from '../../../src/app/firstScreens.ts';
import { paths, type PageRouteName } from '../../../src/lib/paths.ts';

export type FirstScreenDocument = {
  /** The route whose addresses the document answers (the screen's, or one that redirects to it). */
  route: PageRouteName;
  /** The route whose page the screen is. */
  screen: PageRouteName;
  /** Its file in the build, under the base (`create-account/_token/index.html`). */
  file: string;
  /** With a parameter: its addresses, as the hosts write a route (`/auth/create-account/:token`). */
  addresses?: string;
};

export function firstScreenDocuments(base: string): FirstScreenDocument[] {
  return (Object.keys(firstScreens) as PageRouteName[]).flatMap((screen) =>
    [screen, ...(firstScreens[screen]?.alsoAt ?? [])].map((route) => {
      const path = addressOf(paths[route].path, firstScreens[screen]?.params);
      if (!path.startsWith(base) || /[*?]/.test(path))
        throw new Error(`first screens: ${route}'s path ${path} is no path under ${base}`);
      const file = `${path.slice(base.length).replace(/\/:(\w+)/g, '/_$1')}/index.html`;
      return { route, screen, file, ...(path.includes('/:') && { addresses: path }) };
    }),
  );
}

/**
 * The route's path at its screen's address: each of `params` its value (`/:tab` → `/change-password`),
 * an optional segment left out, another parameter left as it is.
 */
export const addressOf = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\/:(\w+)\??/g, (segment, name: string) =>
    name in params ? `/${params[name]}` : segment.endsWith('?') ? '' : segment,
  );

/** A path with parameters (`/auth/create-account/:token`) as the expression its addresses match. */
export const parameterPattern = (path: string): string => `^${path.replace(/\/:\w+/g, '/[^/]+')}/?$`;
