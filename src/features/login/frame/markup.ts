/**
 * The login page's rendered markup, made fit to sit in index.html next to the app while it loads
 * (protocol: ./boot.ts): ids get a prefix so they cannot clash with the ones React renders into #root,
 * and the copyright's year becomes {{YEAR}}, which the build fills in. Used by ./markup.test.tsx, which
 * writes and checks ./login-frame.html, and by ./vite-plugin.ts; never shipped as code.
 */
export const YEAR_PLACEHOLDER = '{{YEAR}}';
const ID_ATTRIBUTES = /\b(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

export function loginFrameMarkup(html: string, year = new Date().getFullYear()): string {
  return (
    html
      .replaceAll(`-${year} `, `-${YEAR_PLACEHOLDER} `)
      .replace(ID_ATTRIBUTES, (_all, name: string, value: string) => {
        const ids = value
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => `prerender-${id}`);
        return `${name}="${ids.join(' ')}"`;
      }) + '\n'
  );
}
