import { render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_HANDOFF, type BootHandoff } from './boot';
import { PRERENDERED_FRAME_ID } from './frame';
import { useFrameHandOver } from './useFrameHandOver';

/** The frame as the boot script leaves it: shown, #root hidden, maybe typed into and focused. */
function putFrame({
  typed = '',
  focused = false,
  pendingSubmit = false,
  focusedBox = false,
  pendingPress,
}: {
  typed?: string;
  focused?: boolean;
  pendingSubmit?: boolean;
  focusedBox?: boolean;
  pendingPress?: string;
} = {}) {
  document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}"><form><input name="username" aria-label="frame username"><input type="checkbox" name="rememberMe"><button type="button" name="secureInfo">Secure</button><button type="button" name="passkey">Passkey</button></form></div><div id="root" hidden></div>`;
  const input = document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input`)!;
  input.value = typed;
  if (focused) input.focus();
  if (focusedBox)
    document.querySelector<HTMLInputElement>(`#${PRERENDERED_FRAME_ID} input[type="checkbox"]`)!.focus();
  const handoff: BootHandoff = {
    frame: { step: 'username', pendingSubmit, pendingPress: pendingPress ?? null, answer: null },
  };
  (window as unknown as Record<string, BootHandoff>)[BOOT_HANDOFF] = handoff;
}

/**
 * A form like the sign-in form: a controlled username field and Remember me, and what each submit saw.
 * `whileRendering` runs as the form renders, before it commits: the visitor acting on the frame meanwhile.
 */
function Form({
  submitted,
  whileRendering,
  pressed,
}: {
  submitted: (username: string) => void;
  whileRendering?: () => void;
  pressed?: (button: string) => void;
}) {
  const [username, setUsername] = useState('');
  const [remember, setRemember] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFrameHandOver({
    field,
    form,
    onTyped: setUsername,
    onPasswordStep: () => undefined,
    checkbox: { name: 'rememberMe', onTicked: () => setRemember(true) },
  });
  whileRendering?.();
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(username);
      }}
    >
      <input
        ref={field}
        name="username"
        aria-label="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <input
        type="checkbox"
        name="rememberMe"
        aria-label="remember me"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <button type="button" name="secureInfo" onClick={() => pressed?.('secure')}>
        Secure
      </button>
      <button type="button" name="passkey" onClick={() => pressed?.('passkey')}>
        Passkey
      </button>
    </form>
  );
}

const renderInRoot = (
  submitted = vi.fn(),
  whileRendering?: () => void,
  pressed?: (button: string) => void,
) => {
  render(<Form submitted={submitted} whileRendering={whileRendering} pressed={pressed} />, {
    container: document.getElementById('root')!,
  });
  return submitted;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFrameHandOver', () => {
  it('takes over what was typed and the focus, with the caret at the end, then removes the frame', () => {
    putFrame({ typed: 'ava.assoc', focused: true });
    const submitted = renderInRoot();
    const field = screen.getByRole('textbox', { name: 'username' }) as HTMLInputElement;
    expect(document.getElementById(PRERENDERED_FRAME_ID)).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('hidden');
    expect(field).toHaveValue('ava.assoc');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('ava.assoc'.length);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('keeps a tick given in the frame, even one given while the form rendered', () => {
    putFrame();
    const frameBox = document.querySelector<HTMLInputElement>(
      `#${PRERENDERED_FRAME_ID} input[type="checkbox"]`,
    )!;
    renderInRoot(vi.fn(), () => {
      if (frameBox.isConnected) frameBox.checked = true;
    });
    expect(screen.getByRole('checkbox', { name: 'remember me' })).toBeChecked();
  });

  it('leaves Remember me unticked when the frame was not ticked', () => {
    putFrame({ typed: 'ava' });
    renderInRoot();
    expect(screen.getByRole('checkbox', { name: 'remember me' })).not.toBeChecked();
  });

  it('does not take the focus when the visitor was elsewhere', () => {
    putFrame({ typed: 'ava' });
    renderInRoot();
    expect(screen.getByRole('textbox', { name: 'username' })).not.toHaveFocus();
  });

  it('submits an Enter pressed in the frame once, with the typed value in state', async () => {
    putFrame({ typed: 'ava.associate', focused: true, pendingSubmit: true });
    const submitted = renderInRoot();
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted).toHaveBeenCalledWith('ava.associate');
  });

  it('submits nothing for an Enter on an empty field', () => {
    putFrame({ pendingSubmit: true });
    const submitted = renderInRoot();
    // The hand-over ran (the frame is gone) inside render's act, which also ran the effects after it:
    // a submit would have happened by now.
    expect(document.getElementById(PRERENDERED_FRAME_ID)).toBeNull();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('presses the button pressed in the frame before the app took over (the passkey way), once', async () => {
    putFrame({ pendingPress: 'passkey' });
    const pressed = vi.fn();
    renderInRoot(vi.fn(), undefined, pressed);
    await waitFor(() => expect(pressed).toHaveBeenCalledWith('passkey'));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on the control of the frame that had it, not only on the username field', () => {
    putFrame({ typed: 'ava', focusedBox: true });
    renderInRoot();
    expect(screen.getByRole('checkbox', { name: 'remember me' })).toHaveFocus();
  });

  it('does nothing without a frame (dev server, tests)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const submitted = renderInRoot();
    expect(screen.getByRole('textbox', { name: 'username' })).toHaveValue('');
    expect(submitted).not.toHaveBeenCalled();
  });
});
