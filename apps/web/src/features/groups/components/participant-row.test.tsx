import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParticipantRow } from './participant-row.tsx';

describe('ParticipantRow', () => {
  afterEach(cleanup);

  it('says a quota the organizer covered was paid by the organizer (issue 28)', () => {
    render(<ul><ParticipantRow participant={{ name: 'Caio', is_creator: false, payment_status: 'paid', paid_by_organizer: true }}
      organizerName="Ana" organizerWhatsappHref={undefined} /></ul>);
    const row = screen.getByTestId('participant-row');
    expect(row.textContent).toContain('Pago');
    expect(row.textContent).toContain('Pago pelo organizador');
  });

  it('says nothing of the organizer for a quota its person paid', () => {
    render(<ul><ParticipantRow participant={{ name: 'Bia', is_creator: false, payment_status: 'paid' }}
      organizerName="Ana" organizerWhatsappHref={undefined} /></ul>);
    expect(screen.getByTestId('participant-row').textContent).not.toContain('organizador');
  });
});
