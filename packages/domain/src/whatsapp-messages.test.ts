import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents, formatBRL } from './money.ts';
import {
  casualMessage, detectTheme, isHighPriceSplit, lastSlotsMessage, linkWithDescription, organizerStatusMessage, reminderMessages,
  type ShareMessageInput, shouldOfferLastSlots, smartMessage, THEME_KEYWORDS,
} from './whatsapp-messages.ts';

const input: ShareMessageInput = {
  productName: 'Cafeteira Expresso',
  creatorName: 'Ana',
  quotaValue: cents(21000),
  numberOfQuotas: 5,
  paidCount: 2,
  link: 'https://juntai.example/g/abc123',
  productPrice: cents(100000),
};

/** Each product name, by the theme it must be given. */
function expectThemes(names: Record<string, string[]>) {
  for (const [theme, products] of Object.entries(names)) {
    for (const product of products) expect(detectTheme(product), product).toBe(theme);
  }
}

describe('detectTheme', () => {
  it('finds each theme by its keywords', () => expectThemes({
    gift: ['Cesta de Chocolates Finos', 'Perfume importado 100ml', 'Buquê de flores'],
    tech: ['iPhone 15 Pro 256GB', 'Notebook Dell Inspiron', 'Smart TV 55" 4K', 'PlayStation 5'],
    home: ['Geladeira Frost Free', 'Air Fryer 5L', 'Jogo de Panelas Tramontina'],
    family: ['Viagem para Gramado', 'Carrinho de bebê Travel System', 'Churrasqueira a gás'],
    default: ['Ingresso de show', ''],
  }));
  it('ignores accents, case and hyphens', () => expectThemes({
    gift: ['RELOGIO DE PULSO', 'relógio de pulso', 'ANIVERSÁRIO da vó'],
    tech: ['CÂMERA Canon'],
    home: ['Sofa retrátil', 'sofá retrátil', 'Micro-ondas 30L'],
    family: ['Berço Montessoriano'],
  }));
  it('matches whole words (with a plural), not pieces of words', () => expectThemes({
    home: ['Jogo de panelas'], tech: ['Celulares'], default: ['Tvbox', 'Camerata', 'Anelise'],
  }));
  it('lets the longest keyword win when themes compete', () => expectThemes({
    family: ['Cama elástica 3m'], home: ['Cama box casal'], tech: ['Relógio Smartwatch'],
  }));
  it('recognises every keyword of its list', () => {
    for (const [theme, keywords] of Object.entries(THEME_KEYWORDS)) {
      for (const keyword of keywords) {
        expect(detectTheme(`Super ${keyword} novo`), keyword).toBe(theme);
      }
    }
  });
});

describe('high-price rule', () => {
  it('applies above R$ 1.000,00 with more than 4 quotas', () => {
    const cases: Array<[price: number, quotas: number, applies: boolean]> = [[100000, 5, false], [100001, 5, true], [100001, 4, false], [999999, 20, true]];
    for (const [price, quotas, applies] of cases) expect(isHighPriceSplit(cents(price), quotas), `${price} / ${quotas}`).toBe(applies);
  });
  it('stresses the split in the smart message only when it applies', () => {
    const exactly = smartMessage({ ...input, productPrice: cents(100000), numberOfQuotas: 5 });
    expect(exactly).not.toContain('dividindo entre');
    expect(exactly).toContain(`Cada pessoa paga só ${formatBRL(input.quotaValue)}`);

    const above = smartMessage({ ...input, productPrice: cents(100001), numberOfQuotas: 5 });
    expect(above).toContain(`Sozinho seria R$\u00a01.000,01, mas dividindo entre 5 pessoas fica só ${formatBRL(input.quotaValue)} para cada um!`);

    const fourQuotas = smartMessage({ ...input, productPrice: cents(500000), numberOfQuotas: 4 });
    expect(fourQuotas).not.toContain('dividindo entre');
  });
});

describe('last slots', () => {
  it('is offered when 1 or 2 quotas remain unpaid', () => {
    // 3 left, 2 left, 1 left, none left; then 2 left of 2, and more paid than quotas.
    const cases: Array<[quotas: number, paid: number, offered: boolean]> = [[5, 2, false], [5, 3, true], [5, 4, true], [5, 5, false], [2, 0, true], [3, 7, false]];
    for (const [quotas, paid, offered] of cases) expect(shouldOfferLastSlots(quotas, paid), `${paid} of ${quotas}`).toBe(offered);
  });
  it('says how many are left, singular and plural', () => {
    expect(lastSlotsMessage({ ...input, paidCount: 3 })).toContain('Últimas cotas!* Só faltam 2 cotas');
    // Every quota is kept for a name on the list: nobody is asked to race for one.
    expect(lastSlotsMessage({ ...input, paidCount: 3 })).toContain('Sua cota está reservada com o seu nome: pague R$\u00a0210,00');
    expect(lastSlotsMessage(input)).not.toMatch(/garanta/i);
    expect(lastSlotsMessage({ ...input, paidCount: 4 })).toContain('Só falta 1 cota no grupo de *Cafeteira Expresso*');
  });
});

const linkArb = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/).map((id) => `https://juntai.example/g/${id}`);

describe('messages', () => {
  const all = [smartMessage, casualMessage, lastSlotsMessage, linkWithDescription];
  it('all carry the link, the product and the per-person value in BRL', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 20 }), fc.nat(20), linkArb,
      (quota, n, paid, link) => {
        const value = { ...input, quotaValue: cents(quota), numberOfQuotas: n, paidCount: Math.min(paid, n), link };
        for (const message of all) {
          const text = message(value);
          expect(text).toContain(link);
          expect(text).toContain(input.productName);
          expect(text).toContain(formatBRL(cents(quota)));
        }
      },
    ));
  });
  it('smart message: themed opening, spots left and the expiry when known', () => {
    const text = smartMessage({ ...input, productName: 'Perfume Chanel', expiresAt: '2026-03-01T15:00:00Z' });
    expect(text.startsWith('🎁')).toBe(true);
    expect(text).toContain('Ana está organizando a compra de *Perfume Chanel*');
    expect(text).toContain('Faltam 3 cotas de 5 para o grupo fechar.');
    expect(text).toContain('👉 Sua cota está reservada com o seu nome. Pague a sua aqui: https://juntai.example/g/abc123');
    expect(text).not.toMatch(/garanta|vaga/i);
    expect(text).toContain('aberto até 01/03/2026, 12:00');
    expect(smartMessage({ ...input, paidCount: 4 })).toContain('Falta 1 cota de 5 para o grupo fechar.');
    expect(smartMessage({ ...input, paidCount: 5 })).toContain('Todas as 5 cotas já foram pagas');
    expect(smartMessage(input)).not.toContain('aberto até');
    expect(smartMessage({ ...input, productName: 'Notebook' }).startsWith('📱')).toBe(true);
    expect(smartMessage(input).startsWith('🏠')).toBe(true);
    expect(smartMessage({ ...input, productName: 'Viagem' }).startsWith('👨‍👩‍👧‍👦')).toBe(true);
    expect(smartMessage({ ...input, productName: 'Ingresso' }).startsWith('🤝')).toBe(true);
  });
  it('casual message and the clipboard description', () => {
    expect(casualMessage(input)).toBe(
      'Oi! 😄 Ana está juntando a galera para comprar *Cafeteira Expresso*. Cada um paga R$\u00a0210,00. '
      + 'Ainda faltam 3 cotas; a sua está reservada com o seu nome, bora?\nhttps://juntai.example/g/abc123',
    );
    expect(casualMessage({ ...input, paidCount: 5 })).not.toContain('faltam');
    expect(linkWithDescription(input)).toBe(
      'Ana te convidou para dividir Cafeteira Expresso: 5 cotas de R$\u00a0210,00. Participe: https://juntai.example/g/abc123',
    );
    expect(linkWithDescription(input)).not.toContain('*');
  });
  it('organizer status messages', () => {
    const endings = { active: 'está ativo, compartilhe com seus amigos!', expired: 'expirou, gostaria de criar um novo grupo?', completed: 'foi concluído com sucesso 🎉' } as const;
    for (const [status, ending] of Object.entries(endings)) {
      expect(organizerStatusMessage(status as keyof typeof endings, 'TV', 'Empório da Maria')).toBe(`Olá! Quem escreve é a loja *Empório da Maria*. Seu grupo para *TV* ${ending}`);
    }
  });
});

describe('share texts with the operator\'s icons', () => {
  it('uses icon_paid when every quota is paid and icon_button in the plain opening', () => {
    const base = {
      productName: 'Coisa Qualquer', creatorName: 'Ana', quotaValue: cents(10_000), numberOfQuotas: 2, paidCount: 2,
      link: 'https://juntai.com.br/g/x', productPrice: cents(19_048), icons: { paid: '💚', button: '🫶' },
    };
    const text = smartMessage(base);
    expect(text).toContain('💚 Todas as 2 cotas já foram pagas!');
    expect(text.startsWith('🫶 Bora dividir?')).toBe(true);
    expect(smartMessage({ ...base, icons: undefined })).toContain('✅ Todas as 2 cotas');
  });
});

describe('reminderMessages', () => {
  it('offers the "last slots" text when 2 or fewer quotas are unpaid, then the casual one', () => {
    const two = reminderMessages({ ...input, paidCount: 3 });
    expect(two.map((m) => m.kind)).toEqual(['last_slots', 'casual']);
    expect(two[0]!.text).toBe(lastSlotsMessage({ ...input, paidCount: 3 }));
    expect(reminderMessages({ ...input, paidCount: 4 })[0]!.text).toContain('Só falta 1 cota');
  });

  it('offers the smart text when more are unpaid, then the casual one, each with the link', () => {
    const three = reminderMessages({ ...input, paidCount: 2 });
    expect(three.map((m) => m.kind)).toEqual(['smart', 'casual']);
    expect(three.map((m) => m.text)).toEqual([smartMessage({ ...input, paidCount: 2 }), casualMessage({ ...input, paidCount: 2 })]);
    for (const message of three) expect(message.text).toContain(input.link);
  });
});
