import { PlugZap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { activatePlugin } from '../../../../lib/plugin-flag.ts';

/**
 * 'Plugin Não Ativo' (spec §2). Activating is a simulated purchase: it only sets the local flag, and
 * the panel then loads in place (the flag is React state through lib/plugin-flag.ts, no reload needed).
 */
export function PluginInactive() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <span aria-hidden="true" className="grid h-14 w-14 place-items-center rounded-full bg-amber-100 text-amber-800"><PlugZap className="h-7 w-7" /></span>
          <h1 className="text-2xl font-bold text-slate-900">Plugin Não Ativo</h1>
          <p className="text-slate-600">Ative o plugin de compra em grupo para acessar o Painel do Lojista: métricas, grupos e a aparência do botão.</p>
          <div className="flex w-full flex-col gap-2">
            <Button size="lg" onClick={activatePlugin} aria-describedby="plugin-simulated">Ativar Plugin Agora</Button>
            <p id="plugin-simulated" className="text-xs text-slate-600">Simular aquisição do plugin</p>
            <Button asChild variant="secondary"><Link to="/dashboard">Voltar para Meus Grupos</Link></Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
