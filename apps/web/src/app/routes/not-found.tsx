import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada — Juntaí');
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">Página não encontrada</h1>
      <p className="text-slate-600">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link to="/" className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700">Voltar para o início</Link>
    </main>
  );
}
