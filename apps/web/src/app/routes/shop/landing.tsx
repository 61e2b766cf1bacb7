import type { LucideIcon } from 'lucide-react';
import { ArrowRight, PackageCheck, Share2, ShieldCheck, Smartphone, UserPlus, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { SiteFooter, TAGLINE } from '../../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FEATURED_SECTION_ID, FeaturedProducts } from '../../../features/products/components/featured-products.tsx';
import { GroupPreviewCard } from '../../../features/products/components/group-preview-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

interface Item { icon: LucideIcon; title: string; text: string }

const steps: Item[] = [
  { icon: UserPlus, title: 'Crie o Grupo', text: 'Escolha o produto e em quantas pessoas dividir o valor.' },
  { icon: Share2, title: 'Compartilhe', text: 'Envie o link do grupo para quem vai participar.' },
  { icon: PackageCheck, title: 'Finalize', text: 'Todos pagam sua parte e o produto é entregue.' },
];

const benefits: Item[] = [
  { icon: ShieldCheck, title: 'Pagamento seguro', text: 'Cartão em até 10x ou PIX, e você acompanha quem já pagou.' },
  { icon: Zap, title: 'Rápido e fácil', text: 'Crie um grupo em poucos passos, sem cadastro.' },
  { icon: Users, title: 'Para todos', text: 'Amigos, família e colegas de trabalho.' },
  { icon: Smartphone, title: 'No celular', text: 'Funciona no navegador do seu celular, sem instalar nada.' },
];

/** 'Começar a usar': glides to the products (instantly if the person asked for less motion) and moves focus there. */
function scrollToProducts() {
  const section = document.getElementById(FEATURED_SECTION_ID);
  if (!section) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function Hero() {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:pt-16 md:grid-cols-2 md:pb-24">
        <div className="text-center md:text-left">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Users className="h-4 w-4" aria-hidden="true" />Compra em grupo com cotas iguais
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            Comprar junto ficou <span className="text-brand-700">fácil</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-slate-600 md:mx-0">
            Divida o valor de um produto com amigos, família ou colegas de trabalho. Cada um paga a sua parte no cartão ou no PIX.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <Button size="lg" onClick={scrollToProducts}>
              Começar a usar<ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/marketplace">Marketplace</Link>
            </Button>
          </div>
        </div>
        <GroupPreviewCard />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="como-funciona" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="como-funciona" className="text-center text-3xl font-bold tracking-tight text-slate-900">Como Funciona</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
              <span className="absolute top-4 left-4 text-sm font-bold text-slate-500" aria-hidden="true">{i + 1}</span>
              <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-brand-700 text-white shadow-sm">
                <Icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="vantagens" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="vantagens" className="text-center text-3xl font-bold tracking-tight text-slate-900">Por que comprar junto</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function LandingPage() {
  useDocumentTitle(`Juntaí — ${TAGLINE}`);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Hero />
        <HowItWorks />
        <Benefits />
        <FeaturedProducts />
      </main>
      <SiteFooter />
    </div>
  );
}
