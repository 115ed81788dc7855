import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from 'react-i18next';
import { z } from 'zod';
import { useAppForm } from '../common/form/useAppForm';
import { VALIDATION_MESSAGES } from '../lib/validation';
import { Button } from './Button';
import { RadioGroup, type RadioOption } from './RadioGroup';
import validation from '../../locales/en-US/validation.json';

// The schema's messages are keys of the validation catalogue, which `form.field()` translates.
getI18n().addResourceBundle('en-US', 'validation', validation);

const channels: RadioOption[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Text message' },
  { value: 'voice', label: 'Phone call' },
];

const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is a group named by its legend, with one labelled radio per option', () => {
    render(<RadioGroup label="Send the code by" name="channel" options={channels} />);
    const group = screen.getByRole('group', { name: 'Send the code by' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((element) => element.getAttribute('value'))).toEqual(['email', 'sms', 'voice']);
    expect(radios.map((element) => element.getAttribute('name'))).toEqual(['channel', 'channel', 'channel']);
    expect(radio('Email')).toBe(radios[0]);
    expect(radio('Text message')).toBe(radios[1]);
    expect(radio('Phone call')).toBe(radios[2]);
    expect(new Set(radios.map((element) => element.id)).size).toBe(3);
  });

  it('is one tab stop, and the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup label="Send the code by" name="channel" options={channels} defaultValue="email" />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(radio('Email')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Text message')).toHaveFocus();
    expect(radio('Text message')).toBeChecked();
    expect(radio('Email')).not.toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radio('Email')).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('announces its error and description with every radio', () => {
    render(
      <RadioGroup
        label="Send the code by"
        name="channel"
        options={channels}
        description="Pick one"
        error="Choose how to get the code"
        required
      />,
    );
    for (const element of screen.getAllByRole('radio')) {
      expect(element).toHaveAttribute('aria-invalid', 'true');
      expect(element).toHaveAccessibleDescription('Pick one Error: Choose how to get the code');
      // aria-required is not allowed on a radio: the legend's marker says it.
      expect(element).not.toHaveAttribute('aria-required');
    }
    const errorId = radio('Email').getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(document.getElementById(errorId)).toHaveTextContent('Choose how to get the code');
  });

  it('is valid and undescribed without an error', () => {
    render(<RadioGroup label="Send the code by" name="channel" options={channels} />);
    expect(radio('Email')).not.toHaveAttribute('aria-invalid');
    expect(radio('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('starts from defaultValue when uncontrolled', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Send the code by" name="channel" options={channels} defaultValue="sms" />);
    expect(radio('Text message')).toBeChecked();
    expect(radio('Email')).not.toBeChecked();
    await user.click(radio('Phone call'));
    expect(radio('Phone call')).toBeChecked();
    expect(radio('Text message')).not.toBeChecked();
  });

  it('follows value when controlled, and reports the choice through onChange', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('voice');
      return (
        <RadioGroup
          label="Send the code by"
          name="channel"
          options={channels}
          value={value}
          onChange={(event) => {
            seen(event.target.value);
            // Only the first two may be chosen: the group shows what the state holds, not the click.
            if (event.target.value !== 'voice') setValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(radio('Phone call')).toBeChecked();
    await user.click(radio('Email'));
    expect(seen).toHaveBeenLastCalledWith('email');
    expect(radio('Email')).toBeChecked();
    expect(radio('Phone call')).not.toBeChecked();
  });

  it('disables one option or the whole group', () => {
    const { rerender } = render(
      <RadioGroup
        label="Send the code by"
        name="channel"
        options={[...channels.slice(0, 2), { value: 'voice', label: 'Phone call', disabled: true }]}
      />,
    );
    expect(radio('Phone call')).toBeDisabled();
    expect(radio('Email')).toBeEnabled();
    rerender(<RadioGroup label="Send the code by" name="channel" options={channels} disabled />);
    for (const element of screen.getAllByRole('radio')) expect(element).toBeDisabled();
  });
});

describe('RadioGroup bound to useAppForm', () => {
  const schema = z.object({ channel: z.string().min(1, VALIDATION_MESSAGES.required) });
  type Submitted = z.output<typeof schema>;

  function ChannelForm({ onSubmit, initial }: { onSubmit: (values: Submitted) => void; initial: string }) {
    const form = useAppForm({
      schema,
      defaultValues: { channel: initial },
      onSubmit: (values) => {
        onSubmit(values);
        return 'stay';
      },
    });
    return (
      <form noValidate onSubmit={form.submit}>
        <RadioGroup {...form.field('channel')} label="Send the code by" options={channels} />
        <Button type="submit">Send</Button>
      </form>
    );
  }

  it('starts from the default value and submits the chosen radio', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ChannelForm onSubmit={onSubmit} initial="sms" />);
    expect(radio('Text message')).toBeChecked();
    await user.click(radio('Phone call'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ channel: 'voice' });
  });

  it('shows the schema error on the radios and focuses the first one when nothing is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ChannelForm onSubmit={onSubmit} initial="" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(radio('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(radio('Email')).toHaveAccessibleDescription('Error: This field is required');
    expect(radio('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(radio('Email'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ channel: 'email' }));
    expect(radio('Email')).not.toHaveAttribute('aria-invalid');
  });
});
