import type { AttendanceStatus } from '@app/shared/attendance';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AttendanceSegmented } from './attendance-segmented';

function Harness({ initial = null }: { initial?: AttendanceStatus | null }) {
  const [value, setValue] = useState<AttendanceStatus | null>(initial);
  return (
    <>
      <AttendanceSegmented label="Ben Baker" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('AttendanceSegmented', () => {
  it('is one radio group named after the member, one tab stop (the first when nothing is chosen)', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Ben Baker' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Present',
      'Absent',
      'Late',
      'Medical',
      'Substitute',
    ]);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['P', 'A', 'L', 'M', 'S']);
  });

  it('moves and chooses with the arrow keys, wrapping at the ends, with Home and End', () => {
    render(<Harness initial="present" />);
    radio('Present').focus();
    fireEvent.keyDown(radio('Present'), { key: 'ArrowRight' });
    expect(radio('Absent')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Absent')).toHaveFocus();
    expect(radio('Absent').tabIndex).toBe(0);
    expect(radio('Present').tabIndex).toBe(-1);

    fireEvent.keyDown(radio('Absent'), { key: 'ArrowDown' });
    expect(radio('Late')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Late'), { key: 'End' });
    expect(radio('Substitute')).toHaveFocus();
    fireEvent.keyDown(radio('Substitute'), { key: 'ArrowRight' });
    expect(radio('Present')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Present'), { key: 'ArrowLeft' });
    expect(radio('Substitute')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Substitute'), { key: 'Home' });
    expect(radio('Present')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('present');
  });

  it('chooses with the letters P A L M S in either case and ignores other keys', () => {
    render(<Harness />);
    radio('Present').focus();
    fireEvent.keyDown(radio('Present'), { key: 'm' });
    expect(radio('Medical')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Medical')).toHaveFocus();
    fireEvent.keyDown(radio('Medical'), { key: 'A' });
    expect(radio('Absent')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Absent'), { key: 'l' });
    expect(radio('Late')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Late'), { key: 'S' });
    expect(radio('Substitute')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Substitute'), { key: 'p' });
    expect(radio('Present')).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(radio('Present'), { key: 'x' });
    fireEvent.keyDown(radio('Present'), { key: 'a', ctrlKey: true });
    expect(radio('Present')).toHaveAttribute('aria-checked', 'true');
  });

  it('chooses on click', () => {
    render(<Harness />);
    fireEvent.click(radio('Late'));
    expect(radio('Late')).toHaveAttribute('aria-checked', 'true');
  });
});
