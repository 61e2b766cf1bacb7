import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInSteps } from './use-reveal-in-steps.ts';

function List({ total, step }: { total: number; step?: number }) {
  const shown = useRevealInSteps(total, 4, step);
  return <ul>{Array.from({ length: shown }, (_, i) => <li key={i}>item {i}</li>)}</ul>;
}

describe('useRevealInSteps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the first step at once and the rest a step per task, until every item is shown', async () => {
    render(<List total={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('renders the first screenful at once and the rest in smaller steps', async () => {
    render(<List total={9} step={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('renders a short list whole in the first render', () => {
    render(<List total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
