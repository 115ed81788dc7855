/**
 * The login page's rendered markup, made fit to sit in index.html next to the app while it loads
 * (protocol: ./boot.ts): ids get a prefix so they cannot clash with the ones React renders into #root,
 * the brand's name is left out, and the copyright's year becomes {{YEAR}}, which the build fills in. Used by ./markup.test.tsx, which
 * writes and checks ./login-frame.html, and by ./vite-plugin.ts; never shipped as code.
 */
export const YEAR_PLACEHOLDER = '{{YEAR}}';
/**
 * The brand's name is left out: the frame cannot know the host's or the client's brand, and a rebrand
 * must never flash the default name (spec sections 1 and 3). The app's header fills it in.
 */
const BRAND_NAME = /(<span class="brand__name">)[^<]*(<\/span>)/;
const ID_ATTRIBUTES = /\b(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"/g;

export function loginFrameMarkup(html: string, year = new Date().getFullYear()): string {
  return (
    html
      .replaceAll(`-${year} `, `-${YEAR_PLACEHOLDER} `)
      .replace(BRAND_NAME, '$1$2')
      .replace(ID_ATTRIBUTES, (_all, name: string, value: string) => {
        const ids = value
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => `prerender-${id}`);
        return `${name}="${ids.join(' ')}"`;
      }) + '\n'
  );
}
