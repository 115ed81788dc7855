/**
 * `useAppAction` on a real call (GET /check-obligations, answered by msw/node): one request at a
 * time, busy while it runs, Try again for a transient failure, the outcome union for the rest.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/en-US/common.json';
import verification from '../../../locales/en-US/verification.json';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderInQueryScope } from '../../../tests/render-app';
import { checkObligations } from '../../api/checkObligations';
import { hasCode } from '../../api/errors';
import { classifyFailure, TOO_MANY_RESENDS, type Outcome } from '../outcome/outcome';
import { FormError } from './FormError';
import { useAppAction } from './useAppAction';
import type { SubmitOutcome } from './useRequestLock';

const mock = mockServerForFile();
const CHECK = `${window.location.origin}/api/authentication-service/v0/check-obligations`;

/** A promise the test settles by hand, to hold the request in flight. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The server answers each call with the next status of `statuses` (the last one repeats). */
function answerWith(statuses: number[], { hold }: { hold?: Promise<void> } = {}) {
  const seen = { calls: 0 };
  mock.server.use(
    http.get(CHECK, async () => {
      const status = statuses[Math.min(seen.calls, statuses.length - 1)]!;
      seen.calls += 1;
      if (hold) await hold;
      if (status === 200) return HttpResponse.json({});
      const code = status === 400 ? 'INVALID_REQUEST' : 'UNKNOWN_ERROR';
      return HttpResponse.json({ code, errors: [{ code }] }, { status });
    }),
  );
  return seen;
}

function Confirm({
  label,
  outcome,
  failure,
  ran,
}: {
  label: string;
  outcome: SubmitOutcome;
  failure?: (error: unknown) => Outcome;
  ran: string[];
}) {
  const action = useAppAction({
    action: async (which: string) => {
      await checkObligations();
      ran.push(which);
      return outcome;
    },
    ...(failure ? { failure } : {}),
  });
  return (
    <>
      <FormError error={action.error} id={action.errorId} slow={action.slow} />
      {/* A plain button, so what holds a second click back is the hook, not the Button component. */}
      <button type="button" aria-busy={action.busy} onClick={() => action.run(label)}>
        Confirm
      </button>
    </>
  );
}

async function renderConfirm(props: Omit<Parameters<typeof Confirm>[0], 'ran'>) {
  const ran: string[] = [];
  const view = await renderInQueryScope(<Confirm {...props} ran={ran} />, { namespaces: ['verification'] });
  return { ...view, ran, confirm: await screen.findByRole('button', { name: 'Confirm' }) };
}

/** The action's error block (the app shell may show alerts of its own, a toast say). */
const errorBlock = () =>
  waitFor(() => {
    const block = document.querySelector<HTMLElement>('[role="alert"][id$="-action-error"]');
    expect(block).not.toBeNull();
    return block!;
  });

describe('useAppAction: one request at a time', () => {
  it('sends one call for a double click, is busy while it runs, and unlocks on "stay"', async () => {
    const release = deferred();
    const server = answerWith([200], { hold: release.promise });
    const { confirm, ran } = await renderConfirm({ label: 'first', outcome: 'stay' });

    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.calls).toBe(1));
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(confirm);

    await act(async () => release.resolve());
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'false'));
    expect(server.calls).toBe(1);
    expect(ran).toEqual(['first']);

    fireEvent.click(confirm);
    await waitFor(() => expect(ran).toEqual(['first', 'first']));
    expect(server.calls).toBe(2);
  });

  it('stays busy and locked once the action resolves "leaving"', async () => {
    const server = answerWith([200]);
    const { confirm, ran } = await renderConfirm({ label: 'go', outcome: 'leaving' });
    fireEvent.click(confirm);
    await waitFor(() => expect(ran).toEqual(['go']));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(confirm);
    await act(async () => undefined);
    expect(server.calls).toBe(1);
  });
});

describe('useAppAction: failures', () => {
  it('a transient failure shows the error block, focused, and Try again sends the same call again', async () => {
    const server = answerWith([503, 200]);
    const { user, confirm, ran } = await renderConfirm({ label: 'same-args', outcome: 'stay' });
    await user.click(confirm);

    const block = await errorBlock();
    expect(block).toHaveTextContent(common.transient.title);
    expect(block).toHaveTextContent(common.transient.unavailable);
    await waitFor(() => expect(block).toHaveFocus());
    expect(confirm).toHaveAttribute('aria-busy', 'false');
    expect(ran).toEqual([]);

    await user.click(screen.getByRole('button', { name: common.transient.retry }));
    await waitFor(() => expect(ran).toEqual(['same-args']));
    expect(server.calls).toBe(2);
    expect(document.querySelector('[id$="-action-error"]')).toBeNull();
  });

  it('a definitive answer the screen knows is its message in the block, focused, with no Try again', async () => {
    answerWith([400]);
    const failure = (error: unknown) =>
      classifyFailure<never, never>(error, (apiError) =>
        hasCode(apiError, 'INVALID_REQUEST') ? TOO_MANY_RESENDS : null,
      );
    const { user, confirm } = await renderConfirm({ label: 'x', outcome: 'stay', failure });
    await user.click(confirm);

    const block = await errorBlock();
    expect(block).toHaveTextContent(verification.errors.resendTooMany.title);
    expect(block).toHaveTextContent(verification.errors.resendTooMany.message);
    await waitFor(() => expect(block).toHaveFocus());
    expect(screen.queryByRole('button', { name: common.transient.retry })).toBeNull();
    expect(confirm).toHaveAttribute('aria-busy', 'false');
  });

  it('by default an answer it does not know ends on the result page', async () => {
    answerWith([400]);
    const { user, confirm, router } = await renderConfirm({ label: 'x', outcome: 'stay' });
    await user.click(confirm);
    await screen.findByText('elsewhere: /auth/notification');
    expect(router.state.location.state).toMatchObject({ redirectResult: { kind: 'FAILURE_UNSUPPORTED' } });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
