import { nameTooLongMessage } from '@juntai/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddParticipantBox } from './add-participant-box.tsx';

describe('AddParticipantBox', () => {
  afterEach(cleanup);

  it('keeps a name longer than the limit as typed, says why it cannot be added, and never sends it', () => {
    const onAdd = vi.fn(async () => true);
    render(<AddParticipantBox freeSlots={2} pending={false} onAdd={onAdd} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Adicionar participante/);
    const long = `Maria ${'da Silva '.repeat(7)}Souza`;
    fireEvent.change(input, { target: { value: long } });
    expect(input.value).toBe(long);
    expect(screen.getByRole('alert').textContent).toBe(nameTooLongMessage);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Maria Souza' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledWith('Maria Souza');
  });
});
