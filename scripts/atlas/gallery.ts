/**
 * The atlas's page: one static HTML file, screenshots grouped by flow, each captioned with its URL,
 * persona and state, the two widths side by side, in light, then in the other schemes the atlas took
 * (dark, forced colours) each on a row of its own. Inline styles only: no font, script or stylesheet
 * from anywhere, so the folder opens as it is.
 */
export type Screenshot = {
  flow: string;
  route: string;
  /** The address the browser showed when the picture was taken. */
  url: string;
  persona?: string;
  state: string;
  /** Image files relative to the gallery, by width (the light scheme). */
  files: Record<number, string>;
  /** The same, in another scheme ("dark", "forced colours"), by scheme and width. */
  schemeFiles?: Record<string, Record<number, string>>;
};

export type Failure = { flow: string; route: string; state: string; error: string };

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function galleryHtml(options: {
  shots: Screenshot[];
  failures: Failure[];
  widths: readonly number[];
  routes: number;
  createdAt: string;
}): string {
  const { shots, failures, widths } = options;
  const flows = [...new Set(shots.map((shot) => shot.flow))];
  const figure = (shot: Screenshot) => `
  <figure>
    <figcaption><b>${escape(shot.state)}</b><br><code>${escape(shot.url)}</code><br>route <code>${escape(shot.route)}</code> · ${shot.persona ? `signed in as <code>${escape(shot.persona)}</code>` : 'signed out'}</figcaption>
    ${[['', shot.files] as const, ...Object.entries(shot.schemeFiles ?? {})]
      .map(
        ([scheme, files]) =>
          `<div class="widths">${widths
            .map((width) => {
              const file = files[width];
              const alt = `${shot.state} at ${width} px${scheme ? ` in ${scheme}` : ''}`;
              return file
                ? `<a href="${escape(file)}"><img src="${escape(file)}" width="${Math.round(width / 4)}" alt="${escape(alt)}" loading="lazy"></a>`
                : '';
            })
            .join('')}</div>`,
      )
      .join('')}
  </figure>`;
  const sections = flows.map((flow) => {
    const ofFlow = shots.filter((shot) => shot.flow === flow);
    return `<section id="${slug(flow)}"><h2>${escape(flow)} <small>(${ofFlow.length})</small></h2><div class="grid">${ofFlow.map(figure).join('')}</div></section>`;
  });
  const failed = failures.length
    ? `<section id="failures"><h2>Not reached (${failures.length})</h2><ul>${failures
        .map(
          (f) =>
            `<li><b>${escape(f.flow)}</b> <code>${escape(f.route)}</code>: ${escape(f.state)}<pre>${escape(f.error)}</pre></li>`,
        )
        .join('')}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>identity-web flow atlas</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; }
  nav a { margin-right: 1rem; }
  .grid { display: flex; flex-wrap: wrap; gap: 1.5rem; }
  figure { margin: 0; padding: .75rem; border: 1px solid #ccc; border-radius: 6px; max-width: 460px; }
  figcaption { margin-bottom: .5rem; word-break: break-all; }
  .widths { display: flex; gap: .5rem; align-items: flex-start; }
  img { border: 1px solid #ddd; height: auto; }
  pre { white-space: pre-wrap; font-size: 12px; }
</style>
</head>
<body>
<h1>identity-web flow atlas</h1>
<p>${shots.length} states of ${options.routes} routes of the route table, each at ${widths.join(' and ')} px (click a picture for its full size). Made by <code>npm run atlas</code> on ${escape(options.createdAt)}.</p>
<nav>${flows.map((flow) => `<a href="#${slug(flow)}">${escape(flow)}</a>`).join('')}${failures.length ? '<a href="#failures">Not reached</a>' : ''}</nav>
${failed}
${sections.join('\n')}
</body>
</html>
`;
}

/** A file name for a shot: its order, its route and state, its width, its scheme when not light. */
export function shotFileName(
  index: number,
  route: string,
  state: string,
  width: number,
  scheme = '',
): string {
  const suffix = scheme ? `-${slug(scheme)}` : '';
  return `${String(index).padStart(3, '0')}-${slug(route).slice(0, 40)}-${slug(state).slice(0, 40)}-${width}${suffix}.png`;
}
