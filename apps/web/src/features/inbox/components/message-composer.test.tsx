import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

describe('MessageComposer', () => {
  it('sends with Enter, keeps Shift+Enter as a new line, and clears the draft once sent', async () => {
    const onSend = vi.fn(async () => true);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('line one\nline two');
    expect(box).toHaveValue('');
  });

  it('does not send blank text and keeps the draft when sending fails', async () => {
    const onSend = vi.fn(async () => false);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(box, 'hello{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('   hello');
  });

  it('reports typing while there is text and stops on clearing it', async () => {
    const onTyping = vi.fn();
    const onStopTyping = vi.fn();
    render(<MessageComposer onSend={async () => true} onTyping={onTyping} onStopTyping={onStopTyping} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'hi');
    expect(onTyping).toHaveBeenCalled();
    await userEvent.clear(box);
    expect(onStopTyping).toHaveBeenCalled();
  });
});
