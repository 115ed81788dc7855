/**
 * The API pipeline (./pipeline.ts) hands a call only to the service handlers of its method and path:
 * msw reads the request's cookies for every handler it tries, so trying the whole list cost the DOM test
 * files that call the API most 5 % of their CPU. Which handler answers is as before: the first of the
 * route that answers.
 */
import { http, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTHENTICATION_SERVICE_BASE as AUTH } from '../handlers/authentication-service/index.ts';
import { authenticationServiceHandlers } from '../handlers/authentication-service/index.ts';
import { createHarness } from '../handlers/test-harness.ts';
import { errorResponse } from './errors.ts';

describe('the service handlers a call is handed to', () => {
  it('are those of its method and path alone', async () => {
    const tried = new Set<HttpHandler>();
    const harness = await createHarness((context) =>
      authenticationServiceHandlers(context).map((handler) => {
        const parse = handler.parse.bind(handler);
        vi.spyOn(handler, 'parse').mockImplementation((args) => {
          tried.add(handler);
          return parse(args);
        });
        return handler;
      }),
    );
    const answer = await harness.call('GET', `${AUTH}/check`);
    expect(answer.status).toBe(401);
    expect([...tried].map(({ info }) => `${info.method} ${String(info.path)}`)).toEqual([
      `GET *${AUTH}/check`,
    ]);
  });

  it('in their order: one that passes the call on leaves it to the next of the route', async () => {
    const passesOn = http.get(`*${AUTH}/check`, () => undefined);
    const answers = http.get(`*${AUTH}/check`, () =>
      errorResponse(401, 'MISSING_SESSION_COOKIE', { message: 'the second of the route' }),
    );
    const harness = await createHarness((context) => [
      passesOn,
      answers,
      ...authenticationServiceHandlers(context),
    ]);
    const answer = await harness.call('GET', `${AUTH}/check`);
    expect(answer.body).toMatchObject({ message: 'the second of the route' });
  });
});
