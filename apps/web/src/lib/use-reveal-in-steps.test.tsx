import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInSteps } from './use-reveal-in-steps.ts';

function List({ total }: { total: number }) {
  const shown = useRevealInSteps(total, 4);
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

  it('renders a short list whole in the first render', () => {
    render(<List total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
