/**
 * The inline script in `<head>` that starts the current route (issue 66), allowed by its hash
 * (deploy/security-headers.ts): its text is the same in every build, what differs is in the JSON element
 * beside it (./route-preloads.ts `RoutePreloads`). For the first route whose pattern the address matches:
 *
 * 1. its first reads (src/app/firstReads.ts): each GET (a token page's, when the address carries the
 *    token; a signed-in page's session check) is asked at once,
 *    with its own trace id, before anything else takes a connection; `fetch` is wrapped so that the
 *    app's own GET of the same URL, when it comes, takes that answer (its trace id set to the one the
 *    server saw) instead of asking again. Each answer is taken once, and only within
 *    `FIRST_READ_LIFETIME_MS` of the document's start (a later visit asks afresh: a link used in another
 *    tab meanwhile must not pass); a failed one leaves the app to ask itself, through its own timeout.
 * 2. a `<link rel="modulepreload">` for each chunk the route starts from, and each chunk those import,
 *    each once.
 *
 * A route's first screen that waits for its first read is shown once all answered 2xx, with what it shows
 * of the answers (`FIRST_READ_ANSWERS`, src/common/prerendered/firstScreen.ts); each body is read from a
 * copy, the answer itself left for the app.
 *
 * Nothing on sign-in (its patterns are not in the JSON), and a hint only: anything wrong here leaves the
 * page to load as it did without it.
 */
import { FIRST_READ_ANSWERS } from '../../src/common/prerendered/firstScreen.ts';
import { inlineScriptSource } from './login-frame/inline-scripts.ts';

/** The id of the `<script type="application/json">` holding each route's reads and files (./route-preloads.ts). */
export const ROUTE_PRELOADS_ID = 'route-preloads';

/** How long a first read started here waits for the app to take it. */
export const FIRST_READ_LIFETIME_MS = 30_000;

/** The header that carries a call's trace id (src/api/headers.ts `TRACE_HEADER`). */
const TRACE = 'X-Trace-Id';

const READS =
  // r: the route's reads, [URL] or [URL with "{token}", the query parameter's name or the path segment's index].
  'function(r){var E={},F=window.fetch,T=Date.now(),j,t,u,h,' +
  'g=function(){return Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)),' +
  'function(b){return(b+256).toString(16).slice(1)}).join("")};' +
  'for(j=0;j<r.length;j++)try{u=r[j][0];if(r[j].length>1){t=typeof r[j][1]=="number"?' +
  'decodeURIComponent(location.pathname.split("/")[r[j][1]]||""):new URLSearchParams(location.search).get(r[j][1]);' +
  'if(!t||t.length>1024)continue;u=u.replace("{token}",encodeURIComponent(t))}u=new URL(u,location.href).href;h=g();' +
  `E[u]={h:h,a:F(u,{credentials:"include",headers:{"${TRACE}":h}}).catch(function(){return null})}}catch(e){}` +
  // Their bodies, read from a copy before the app can take the answer, if every read answered 2xx
  // (none started, or one failed: false), for a first screen that waits for them.
  `window.${FIRST_READ_ANSWERS}=Promise.all(Object.keys(E).map(function(k){return E[k].a.then(function(x){` +
  'return!!x&&x.ok&&x.clone().json().catch(function(){return null})})}))' +
  '.then(function(o){return o.length>0&&o.indexOf(false)<0&&o},function(){return false});' +
  'for(j in E){window.fetch=function(q){var k=q instanceof Request&&q.method=="GET"&&E[q.url],a=arguments;' +
  `if(!k||Date.now()-T>${FIRST_READ_LIFETIME_MS})return F.apply(window,a);delete E[q.url];q.headers.set("${TRACE}",k.h);` +
  'return k.a.then(function(x){return x||F.apply(window,a)})};break}}';

export const ROUTE_START_SCRIPT =
  `(function(m,d){try{m=JSON.parse(document.getElementById(m).textContent);var s={},i,w=function(n){` +
  'if(s[n])return;s[n]=1;var l=document.createElement("link");l.rel="modulepreload";' +
  'l.href=m.base+m.files[n][0];document.head.appendChild(l);m.files[n][1].forEach(w)};' +
  'for(i=0;i<m.routes.length;i++)if(RegExp(m.routes[i][0]).test(location.pathname)){' +
  'if(m.routes[i][2])d(m.routes[i][2]);m.routes[i][1].forEach(w);break}}catch(e){}})' +
  `(${JSON.stringify(ROUTE_PRELOADS_ID)},${READS})`;

export const ROUTE_START_SOURCE = inlineScriptSource(ROUTE_START_SCRIPT);
