// Loaded first in every page of the app during the engine journeys (tests/engines/serve.ts puts it in
// the HTML through nginx), since WebKitWebDriver has no console log API: it keeps the page's uncaught
// errors, unhandled rejections, console.error calls and policy violations in sessionStorage, where they
// outlive a reload, for the runner to read after each step. With ?mock-platform=ios it also plays the iOS app's bridge
// (webkit.messageHandlers.identityWeb), keeping what the page posts, as the mock toolbar does on the
// dev server (which this production build does not carry).
/* global sessionStorage, location, addEventListener, console, URLSearchParams, window, Element, document */
(() => {
  const keep = (key, entry) => {
    const list = JSON.parse(sessionStorage.getItem(key) || '[]');
    list.push(entry);
    sessionStorage.setItem(key, JSON.stringify(list));
  };
  const where = () => location.pathname + location.search;
  const describe = (value) =>
    value instanceof Error
      ? `${value.name}: ${value.message}`
      : typeof value === 'string'
        ? value
        : String(value);
  addEventListener('error', (event) =>
    keep('engines:errors', `uncaught ${describe(event.error ?? event.message)} on ${where()}`),
  );
  addEventListener('unhandledrejection', (event) =>
    keep('engines:errors', `unhandled rejection ${describe(event.reason)} on ${where()}`),
  );
  // A Content-Security-Policy or Trusted Types refusal fails the journey like an uncaught error: what
  // was refused and the page, never the event's sample.
  document.addEventListener('securitypolicyviolation', (event) =>
    keep('engines:errors', `policy violation ${event.effectiveDirective} ${event.blockedURI} on ${where()}`),
  );
  const original = console.error;
  console.error = (...args) => {
    keep('engines:errors', `console.error ${args.map(describe).join(' ')} on ${where()}`);
    original.apply(console, args);
  };

  // The last pointer events that reached the page, for the runner's failure report: a click that a
  // driver sent and no event received is the driver's, one that reached its target is the page's.
  const label = (node) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent || '').trim().slice(0, 30)}"`
      : String(node);
  for (const type of ['pointerdown', 'pointerup', 'click'])
    addEventListener(
      type,
      (event) => {
        const trace = JSON.parse(sessionStorage.getItem('engines:pointer') || '[]').slice(-9);
        trace.push(`${type} at ${event.clientX},${event.clientY} on ${label(event.target)} (${where()})`);
        sessionStorage.setItem('engines:pointer', JSON.stringify(trace));
      },
      true,
    );

  if (new URLSearchParams(location.search).get('mock-platform') === 'ios')
    sessionStorage.setItem('engines:platform', 'ios');
  if (sessionStorage.getItem('engines:platform') === 'ios') {
    const identityWeb = { postMessage: (message) => keep('engines:bridge', message) };
    Object.defineProperty(window, 'webkit', {
      value: { messageHandlers: { identityWeb } },
      configurable: true,
    });
  }
})();
