import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePainted } from './use-painted';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${usePainted() ? 'painted' : 'waiting'}`}</p>;
}

describe('usePainted', () => {
  it('is false in the first render, true once the page has painted, and true at once afterwards', async () => {
    const first = render(<Probe name="first" />);
    expect(screen.getByText('first: waiting')).toBeInTheDocument();
    expect(await screen.findByText('first: painted')).toBeInTheDocument();
    first.unmount();
    // A component mounted later (another screen) does not wait again.
    render(<Probe name="later" />);
    expect(screen.getByText('later: painted')).toBeInTheDocument();
  });
});
