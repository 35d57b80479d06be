import { DEFAULT_TRAFFIC_LIGHT } from '@app/shared/traffic-light-defaults';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TrafficLightForm } from './traffic-light-form';

describe('the traffic-light form', () => {
  it('saves edited points and thresholds as a whole scheme', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<TrafficLightForm value={DEFAULT_TRAFFIC_LIGHT} onSave={onSave} />);
    fireEvent.input(screen.getByLabelText('Referrals a week, band 5: points'), { target: { value: '25' } });
    fireEvent.input(screen.getByLabelText('Referrals a week, band 1: bound'), { target: { value: '0.4' } });
    fireEvent.input(screen.getByLabelText(/Green from/), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traffic light' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = (onSave.mock.calls[0] as unknown as [typeof DEFAULT_TRAFFIC_LIGHT])[0];
    expect(saved.referrals[4]).toEqual({ points: 25 });
    expect(saved.referrals[0]).toEqual({ lessThan: 0.4, points: 0 });
    expect(saved.colours).toEqual({ green: 75, amber: 50, red: 30 });
    expect(saved.tyfcb).toEqual(DEFAULT_TRAFFIC_LIGHT.tyfcb);
  });

  it('refuses thresholds out of order without saving', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<TrafficLightForm value={DEFAULT_TRAFFIC_LIGHT} onSave={onSave} />);
    fireEvent.input(screen.getByLabelText(/Amber from/), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traffic light' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Green must need more points than amber');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('goes back to the defaults by saving none', async () => {
    const onSave = vi.fn(async () => undefined);
    render(
      <TrafficLightForm
        value={{ ...DEFAULT_TRAFFIC_LIGHT, colours: { green: 90, amber: 60, red: 20 } }}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use the defaults' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null));
    expect(screen.getByLabelText(/Green from/)).toHaveValue(70);
  });

  it('only shows the scheme to those who may not change it', () => {
    render(<TrafficLightForm value={DEFAULT_TRAFFIC_LIGHT} readOnly onSave={vi.fn()} />);
    expect(screen.getByLabelText(/Green from/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save traffic light' })).toBeNull();
  });
});
