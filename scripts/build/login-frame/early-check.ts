/**
 * The first of the two inline scripts of the built index.html (step 0 of the sign-in frame's protocol,
 * src/features/login/frame/boot.ts): first in `<head>`, before the stylesheet (a classic script after
 * a pending stylesheet waits for it), it starts GET /check on the login path while the HTML is still
 * parsed, before the parser reaches the boot script at the end of `<body>`, which takes the answer
 * over. Its text is fixed, whatever the deployment: the path and the check's address are in the
 * tag's `data-` attributes, so one hash in the Content-Security-Policy (deploy/security-headers.ts)
 * allows it everywhere, as another allows the boot script (./boot-script.ts), and nothing else inline.
 *
 * It reads only its own attributes and the location. The cookies ride with the call as with any
 * credentialed fetch (the session's, and the mock server's world cookie); the CSRF token cookie it may
 * get back is set by the browser like any other answer's. A failed call leaves null, never a rejection
 * nobody handles.
 */
import { createHash } from 'node:crypto';
import { EARLY_CHECK } from '../../../src/features/login/frame/boot.ts';

export const EARLY_CHECK_SCRIPT =
  '(function(d){if(location.pathname.replace(/\\/+$/,"")===d.path)' +
  `window.${EARLY_CHECK}=fetch(d.check,{credentials:"include"}).catch(function(){return null})})` +
  '(document.currentScript.dataset)';

/** An inline script's source expression for `script-src`: the hash of its exact text. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export const EARLY_CHECK_SOURCE = inlineScriptSource(EARLY_CHECK_SCRIPT);
