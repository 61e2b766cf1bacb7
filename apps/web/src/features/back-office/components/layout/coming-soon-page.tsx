import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { BackOfficeLayout } from './back-office-layout.tsx';

const AREAS = {
  products: { title: 'Produtos B2B/B2C', text: 'O catálogo de produtos de demonstração (B2B) e do marketplace (B2C)', shortNav: false },
  partners: { title: 'Parceiros', text: 'A gestão de parceiros (vendedores do marketplace e afiliados)', shortNav: false },
  settings: { title: 'Configurações', text: 'As configurações globais da plataforma', shortNav: true },
} as const;

/** Products, partners and settings until the second back-office issue lands: an honest 'Em breve', never a broken page. */
export function ComingSoonPage({ area }: { area: keyof typeof AREAS }) {
  const { title, text, shortNav } = AREAS[area];
  return (
    <BackOfficeLayout title={title} shortNav={shortNav}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <Construction aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="text-lg font-semibold text-slate-800">Em breve</p>
        <p className="max-w-md text-slate-600">{text} ainda está em construção e chega numa próxima versão do Juntaí.</p>
        <Button asChild variant="secondary"><Link to="/super-admin/dashboard">Voltar para o Dashboard</Link></Button>
      </section>
    </BackOfficeLayout>
  );
}
