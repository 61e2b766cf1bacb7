import { describeRetention, RETENTION_KEYS, RETENTION_SETTINGS } from '@juntai/domain';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { CompanyIdentity, LegalPage } from './legal-page.tsx';

/** What is collected, why, and on which basis (LGPD art. 7 and 9); docs/privacy.md keeps the operator's record of the same. */
const PURPOSES = [
  {
    data: 'Nome, e-mail e WhatsApp de quem organiza um grupo',
    purpose: 'Criar o grupo, enviar o link, avisar sobre pagamentos e prazos e entregar o produto quando o grupo fecha',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    data: 'Nome, e-mail e WhatsApp de quem paga uma cota; nomes dos convidados digitados pelo organizador',
    purpose: 'Registrar a cota, enviar o comprovante, reembolsar se o grupo não fechar',
    basis: 'Execução de contrato (art. 7º, V)',
  },
  {
    data: 'Valor, data, forma de pagamento, parcelas e referência do provedor de cada pagamento',
    purpose: 'Cobrar, estornar e guardar os registros fiscais e contábeis',
    basis: 'Execução de contrato e cumprimento de obrigação legal (art. 7º, II e V)',
  },
  {
    data: 'Endereço IP, tentativas de acesso e chaves de repetição de pedidos',
    purpose: 'Impedir fraudes, abusos e cobranças em dobro',
    basis: 'Legítimo interesse, com segurança da plataforma e dos compradores (art. 7º, IX)',
  },
];

/** /privacidade: the privacy notice, with the operator's company, encarregado and retention periods. */
export function PrivacyPage() {
  const { platform_name: platformName, company, retention } = usePublicSettings();
  useDocumentTitle('Política de privacidade — Juntaí');
  return (
    <LegalPage title="Política de privacidade">
      <p>
        Esta política explica quais dados pessoais o {platformName} trata quando você organiza uma compra em grupo ou paga uma cota,
        para quê, com quem eles são compartilhados, por quanto tempo ficam guardados e como você exerce seus direitos
        previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).
      </p>

      <section aria-labelledby="controlador">
        <h2 id="controlador">Quem é o controlador</h2>
        <CompanyIdentity />
      </section>

      <section aria-labelledby="dados">
        <h2 id="dados">Quais dados tratamos, para quê e com que base legal</h2>
        <ul className="flex flex-col gap-3">
          {PURPOSES.map((p) => (
            <li key={p.data}><strong>{p.data}.</strong> Finalidade: {p.purpose}. Base legal: {p.basis}.</li>
          ))}
        </ul>
        <p>Não pedimos dados que não sejam necessários para essas finalidades e não vendemos dados pessoais.</p>
      </section>

      <section aria-labelledby="compartilhamento">
        <h2 id="compartilhamento">Com quem compartilhamos</h2>
        <ul className="flex flex-col gap-2">
          <li><strong>A loja que vende o produto</strong>: quando o grupo fecha, recebe o nome, o e-mail e o WhatsApp de quem organizou, para entregar o pedido. De grupos que não fecham, a loja não recebe dados pessoais. A loja passa a ser controladora do que recebe.</li>
          <li><strong>Mercado Pago</strong>: processa os pagamentos. O formulário de cartão é do próprio Mercado Pago (seu SDK é carregado na janela de pagamento) e os dados do cartão vão direto para ele, nunca para nós.</li>
          <li><strong>O provedor de e-mail</strong>: entrega os e-mails de confirmação, comprovantes e avisos.</li>
        </ul>
      </section>

      <section aria-labelledby="retencao">
        <h2 id="retencao">Por quanto tempo guardamos</h2>
        <table className="w-full border-collapse text-left text-sm">
          <thead><tr><th scope="col" className="border-b py-2 pr-2">Dado</th><th scope="col" className="border-b py-2">Prazo</th></tr></thead>
          <tbody>
            {RETENTION_KEYS.map((key) => (
              <tr key={key}>
                <td className="border-b py-2 pr-2">{RETENTION_SETTINGS[key].label}</td>
                <td className="border-b py-2">{describeRetention(key, retention[key])}{key === 'retention_group_personal_months' ? ' após o fim do grupo' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Passado o prazo, os dados pessoais são apagados ou anonimizados automaticamente. Os registros de dinheiro (valor, data,
          forma de pagamento e referência do provedor) ficam por 5 anos sem identificar você, como exige a legislação fiscal.
        </p>
      </section>

      <section aria-labelledby="direitos">
        <h2 id="direitos">Seus direitos e como exercê-los</h2>
        <p>
          Você pode confirmar se tratamos seus dados, acessá-los, corrigi-los, levá-los com você (portabilidade), pedir a
          anonimização ou exclusão do que não for obrigatório guardar, saber com quem foram compartilhados e revogar o
          consentimento quando ele for a base (art. 18 da LGPD).
        </p>
        <p>
          Você mesmo exerce esses direitos em <Link to="/dashboard">Meus Grupos</Link>: peça o link de acesso em
          “Ver meus grupos de outro aparelho” e, com ele aberto, a seção “Meus dados” permite baixar uma cópia de tudo
          o que guardamos com o seu e-mail, corrigir nome e WhatsApp nos grupos ativos e excluir seus dados. A exclusão
          anonimiza seu nome, e-mail e WhatsApp; os registros de dinheiro (valor, data, forma de pagamento e referência
          do Mercado Pago) ficam por 5 anos, sem identificar você. Em um grupo ainda ativo, seus dados ficam até o grupo
          terminar, para a compra ou o reembolso acontecerem, e são anonimizados em seguida. Cada pedido é confirmado por e-mail.
        </p>
        <p>
          Se preferir, escreva ao encarregado
          {company.dpo_email ? <> em <a href={`mailto:${company.dpo_email}`}>{company.dpo_email}</a></> : null}{' '}
          a partir do e-mail que você usou aqui. Respondemos em até 15 dias.
        </p>
      </section>

      <section aria-labelledby="seguranca">
        <h2 id="seguranca">Segurança</h2>
        <p>
          Os acessos trafegam cifrados (HTTPS), os links secretos de organizador e pagador são guardados só como resumo
          criptográfico, e o acesso administrativo é restrito e registrado. Em caso de incidente que possa trazer risco
          relevante, avisamos a ANPD e as pessoas afetadas.
        </p>
      </section>

      <section aria-labelledby="anpd">
        <h2 id="anpd">Reclamações</h2>
        <p>
          Se não ficar satisfeito com nossa resposta, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD)
          em <a href="https://www.gov.br/anpd" rel="noopener">www.gov.br/anpd</a>.
        </p>
      </section>
    </LegalPage>
  );
}
