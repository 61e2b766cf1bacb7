import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { CompanyIdentity, LegalPage } from './legal-page.tsx';

/** /termos: the terms of use of the group purchase, with the company that offers them. */
export function TermsPage() {
  const { platform_name: platformName, support_email: supportEmail } = usePublicSettings();
  useDocumentTitle('Termos de uso — Juntaí');
  return (
    <LegalPage title="Termos de uso">
      <p>
        Estes termos valem para quem usa o {platformName} para organizar uma compra em grupo ou pagar uma cota. Ao criar
        um grupo ou pagar, você concorda com eles.
      </p>

      <section aria-labelledby="quem">
        <h2 id="quem">Quem oferece o serviço</h2>
        <CompanyIdentity />
      </section>

      <section aria-labelledby="como">
        <h2 id="como">Como funciona</h2>
        <ul className="flex flex-col gap-2">
          <li>Quem organiza escolhe o produto, divide o valor em cotas e compartilha o link com os convidados.</li>
          <li>Cada pessoa paga a própria cota por cartão ou PIX. No cartão, o valor fica só reservado até o grupo fechar.</li>
          <li>O grupo fecha quando todas as cotas são pagas dentro do prazo. Aí os pagamentos são cobrados e a loja entrega o produto a quem organizou.</li>
          <li>Se o prazo acabar sem todas as cotas pagas, as reservas de cartão são desfeitas e os PIX são devolvidos.</li>
        </ul>
      </section>

      <section aria-labelledby="responsabilidades">
        <h2 id="responsabilidades">Responsabilidades</h2>
        <ul className="flex flex-col gap-2">
          <li>A loja que vende o produto responde pela oferta, pela entrega e pela garantia, como prevê o Código de Defesa do Consumidor.</li>
          <li>Quem organiza informa dados verdadeiros e só convida pessoas que esperam receber o link.</li>
          <li>O {platformName} cuida da divisão, dos pagamentos e dos avisos, e trata os dados pessoais como descreve a <Link to="/privacidade">Política de privacidade</Link>.</li>
        </ul>
      </section>

      <section aria-labelledby="arrependimento">
        <h2 id="arrependimento">Direito de arrependimento</h2>
        <p>
          Em compras pela internet, você pode desistir em até 7 dias depois de receber o produto (art. 49 do Código de
          Defesa do Consumidor). Fale com a loja ou com nosso suporte.
        </p>
      </section>

      <section aria-labelledby="contato">
        <h2 id="contato">Contato</h2>
        <p>
          Dúvidas sobre um grupo ou um pagamento:{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'pelo e-mail de suporte indicado no rodapé'}.
          Sobre seus dados pessoais: o encarregado indicado acima.
        </p>
      </section>
    </LegalPage>
  );
}
