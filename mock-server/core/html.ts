const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into a stand-in page goes through this: query strings are attacker-controlled. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * The stand-in pages' styles, served as a file (`STAND_IN_CSS_PATH`, cached for a day): behind the shipped
 * policy (deploy/, `style-src 'self'`, which nginx adds to every answer) an inline style is refused, so
 * the pages carry none. The file costs the first stand-in page a round trip of its own.
 */
export const STAND_IN_CSS = `:root{color-scheme:light dark;--bg:#f3f4f6;--surface:#fff;--text:#111827;--border:#d1d5db;--tag:#1e3a8a;--tag-bg:#dbeafe;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#111827;--surface:#1f2937;--text:#f3f4f6;--border:#4b5563;--tag:#dbeafe;--tag-bg:#1e3a8a;--link:#93c5fd}}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:var(--bg);color:var(--text)}
main{max-width:40rem;margin:3rem auto;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:2rem}
.tag{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--tag);background:var(--tag-bg);border-radius:4px;padding:.125rem .5rem}
a{color:var(--link)}a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;word-break:break-all}
ul.links{display:flex;gap:1.5rem;padding:0;list-style:none}
`;

/** Where the stand-in pages' stylesheet is served (mock-server/pages.ts). */
export const STAND_IN_CSS_PATH = '/__mock/pages/stand-in.css';

/** The policy the stand-in pages are served with: the shipped policy's strictness for styles and scripts. */
export const STAND_IN_POLICY = `default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/** A small, accessible stand-in page for what lies outside this app. `body` must be escaped already. */
export function standInPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} · mock</title>
<link rel="stylesheet" href="${STAND_IN_CSS_PATH}">
</head>
<body><main><p class="tag">Mock stand-in page</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function describeQuery(url: URL): string {
  const rows = [...url.searchParams.entries()].map(
    ([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return rows.length > 0 ? `<dl>${rows.join('')}</dl>` : '<p>No query parameters.</p>';
}
