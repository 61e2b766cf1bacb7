import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract/plain';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { CompanyIdentityNotice } from './company-identity-notice.tsx';

const NAMED = { legal_name: 'Juntaí Tecnologia Ltda.', cnpj: '11.222.333/0001-81', address: 'Rua Augusta, 100, São Paulo, SP', dpo_name: 'Ana Encarregada', dpo_email: 'dpo@juntai.test' };

function answerSettings(company: Partial<typeof NAMED>): () => void {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => { answer = resolve; });
  vi.stubGlobal('fetch', vi.fn(async () => {
    await answered;
    return new Response(JSON.stringify({ ...DEFAULT_PUBLIC_SETTINGS, company: { ...DEFAULT_PUBLIC_SETTINGS.company, ...company } }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  return answer;
}

const renderNotice = () => render(
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter><CompanyIdentityNotice /></MemoryRouter>
  </QueryClientProvider>,
);

describe('CompanyIdentityNotice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says nothing while the settings load, so a named company never sees it come and go', async () => {
    const answer = answerSettings(NAMED);
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('company-identity-missing')).toBeNull();
    answer();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('company-identity-missing')).toBeNull();
  });

  it('names what is missing once the settings say so', async () => {
    answerSettings({ legal_name: NAMED.legal_name, cnpj: NAMED.cnpj })();
    renderNotice();
    const notice = await screen.findByTestId('company-identity-missing');
    expect(notice.textContent).toMatch(/^Faltam os dados da empresa e do encarregado: .*endereço.*\./i);
    expect(notice.textContent).not.toMatch(/CNPJ/);
  });
});
