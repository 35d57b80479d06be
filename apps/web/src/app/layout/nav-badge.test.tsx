import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavBadge } from './nav-badge';

describe('NavBadge caps', () => {
  it('caps the inbox at 9999+ in the expanded sidebar', () => {
    render(<NavBadge badge={{ count: 12_000, label: 'unread messages', inbox: true }} expandedSidebar />);
    expect(screen.getByText('9999+')).toBeInTheDocument();
  });

  it('shows the inbox up to 9999 in the expanded sidebar', () => {
    render(<NavBadge badge={{ count: 4321, label: 'unread messages', inbox: true }} expandedSidebar />);
    expect(screen.getByText('4321')).toBeInTheDocument();
  });

  it('caps the inbox at 999+ elsewhere (collapsed sidebar, bottom bar)', () => {
    render(
      <NavBadge badge={{ count: 4321, label: 'unread messages', inbox: true }} expandedSidebar={false} />,
    );
    expect(screen.getByText('999+')).toBeInTheDocument();
  });

  it('caps other badges at 999+ even in the expanded sidebar', () => {
    render(<NavBadge badge={{ count: 1000, label: 'unread activities' }} expandedSidebar />);
    expect(screen.getByText('999+')).toBeInTheDocument();
    expect(screen.getByText('999+ unread activities')).toHaveClass('sr-only');
  });

  it('shows nothing for zero', () => {
    const { container } = render(<NavBadge badge={{ count: 0, label: 'x' }} expandedSidebar />);
    expect(container).toBeEmptyDOMElement();
  });
});
