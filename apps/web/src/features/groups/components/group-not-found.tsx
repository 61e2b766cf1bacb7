import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';

export function GroupNotFound() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <SearchX className="h-12 w-12 text-slate-400" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-slate-900">Grupo não encontrado</h1>
        <p className="text-slate-600">O link pode estar incompleto, ou o grupo foi excluído.</p>
        <Button asChild>
          <Link to="/">Voltar para o início</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
