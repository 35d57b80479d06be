import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_ROWS,
  STEP_ROWS,
  screenfulOf,
  TABLE_ROW_HEIGHT,
  useScreenfulFirst,
} from './use-screenful-first';

function List({ rows, rowHeight }: { rows: readonly number[]; rowHeight?: number }) {
  const shown = useScreenfulFirst(rows, rowHeight);
  return (
    <ul aria-label="rows">
      {shown.map((n) => (
        <li key={n}>{`row ${n}`}</li>
      ))}
    </ul>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const count = () => screen.queryAllByRole('listitem').length;
/** Lets the list take one step (its effect, then its timer). */
const nextStep = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

const windowHeight = window.innerHeight;

describe('useScreenfulFirst', () => {
  afterEach(() => {
    window.innerHeight = windowHeight;
  });

  it('counts a screenful as the rows that fill the window, at least FIRST_ROWS', () => {
    expect(screenfulOf(96, 823)).toBe(9);
    expect(screenfulOf(TABLE_ROW_HEIGHT, 940)).toBe(24);
    expect(screenfulOf(96, 500)).toBe(FIRST_ROWS);
  });

  it("fills a tall window with a table's rows first, so nothing below the table moves while the rest arrive", async () => {
    window.innerHeight = 1000;
    render(<List rows={range(0, 50)} rowHeight={TABLE_ROW_HEIGHT} />);
    expect(count()).toBe(25);
    expect(await screen.findByText('row 49')).toBeInTheDocument();
  });

  it('draws a screenful first, then a few rows per task until all fifty are there, in order', async () => {
    render(<List rows={range(0, 50)} />);
    expect(count()).toBe(FIRST_ROWS);
    await nextStep();
    const afterOne = count();
    expect(afterOne).toBeGreaterThan(FIRST_ROWS);
    expect(afterOne).toBeLessThanOrEqual(FIRST_ROWS + 2 * STEP_ROWS);
    expect(await screen.findByText('row 49')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      range(0, 50).map((n) => `row ${n}`),
    );
  });

  it('draws a short list whole at once', () => {
    render(<List rows={range(0, FIRST_ROWS)} />);
    expect(count()).toBe(FIRST_ROWS);
  });

  it('starts a list whose rows arrive later with a screenful, and brings rows added later in steps', async () => {
    const { rerender } = render(<List rows={[]} />);
    expect(count()).toBe(0);
    rerender(<List rows={range(0, 5)} />);
    expect(count()).toBe(5);
    rerender(<List rows={range(0, 30)} />);
    expect(count()).toBe(FIRST_ROWS);
    expect(await screen.findByText('row 29')).toBeInTheDocument();
    expect(count()).toBe(30);
  });
});
