/**
 * apiSession().call and expect answer bodies typed from the service documents: `npm run typecheck` checks
 * this file (each `@ts-expect-error` must meet an error), and Vitest runs the type assertions as no-ops.
 */
import { expectTypeOf, it } from 'vitest';
import type { components as Orchestrator } from '../src/api/generated/identity-orchestrator.ts';
import type { components as Common } from '../src/api/generated/common.ts';
import type { Answer, ApiSession, BodyFor } from './client.ts';

type Me = Orchestrator['schemas']['Me'];

it('types a documented answer by its status, a templated path by its template, and anything else as any', () => {
  expectTypeOf<BodyFor<'GET', '/api/identity-orchestrator/v0/persons/me', 200>>().toEqualTypeOf<Me>();
  expectTypeOf<
    BodyFor<'get', '/api/identity-orchestrator/v0/persons/me?fields=x', 200>
  >().toEqualTypeOf<Me>();
  expectTypeOf<BodyFor<'GET', '/api/identity-orchestrator/v0/associate-tokens/abc', 200>>().not.toBeAny();
  expectTypeOf<BodyFor<'GET', '/api/identity-orchestrator/v0/nothing-here', 200>>().toBeAny();
  expectTypeOf<BodyFor<'GET', string, 200>>().toBeAny();

  const probe = async (session: ApiSession) => {
    const me = await session.expect('read me', 'GET', '/api/identity-orchestrator/v0/persons/me', {}, [200]);
    expectTypeOf(me).toEqualTypeOf<Answer<Me>>();
    // @ts-expect-error: a misspelled field of a documented answer does not compile
    void me.body.firstNme;
    const any = await session.call('GET', '/api/identity-orchestrator/v0/persons/me');
    // call(): every field of any documented answer (the person's, the error envelope's) reads.
    expectTypeOf(any.body.firstName).toEqualTypeOf<Me['firstName']>();
    expectTypeOf(any.body.code).toEqualTypeOf<Common['schemas']['ErrorCode']>();
    // @ts-expect-error: a field no documented answer has does not compile
    void any.body.firstNme;
  };
  expectTypeOf(probe).toBeFunction();
});
