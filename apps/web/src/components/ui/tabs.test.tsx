import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Three({ activationMode }: { activationMode?: 'automatic' | 'manual' }) {
  return (
    <Tabs defaultValue="a" {...(activationMode ? { activationMode } : {})}>
      <TabsList aria-label="Letters">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
        <TabsTrigger value="c">C</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
      <TabsContent value="c">Panel C</TabsContent>
    </Tabs>
  );
}

function Held({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState('b');
  return (
    <Tabs
      value={value}
      onValueChange={(v) => {
        onChoose(v);
        setValue(v);
      }}
    >
      <TabsList aria-label="Held">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the active panel alone, named by its tab, with one tab stop', () => {
    render(<Three />);
    const list = screen.getByRole('tablist', { name: 'Letters' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    const a = screen.getByRole('tab', { name: 'A' });
    expect(a).toHaveAttribute('aria-selected', 'true');
    expect(a).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'A' });
    expect(panel).toHaveTextContent('Panel A');
    expect(a).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Panel B')).toBeNull();
  });

  it('moves with the arrow keys (round at the ends), Home and End, choosing as the focus moves', async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode moves the focus only, and chooses with Enter or a click', async () => {
    const user = userEvent.setup();
    render(<Three activationMode="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await user.click(screen.getByRole('tab', { name: 'C' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel C');
  });

  it('follows the value its caller holds and reports each choice', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Held onChoose={(v) => chosen.push(v)} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await user.click(screen.getByRole('tab', { name: 'A' }));
    await user.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    expect(chosen).toEqual(['a']);
  });
});
