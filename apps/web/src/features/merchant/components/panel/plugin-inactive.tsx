import { LogIn, PlugZap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { activatePlugin } from '../../../../lib/plugin-flag.ts';
import { LoginForm } from '../auth/login-form.tsx';

/**
 * 'Plugin Não Ativo' (spec §2). Activating is a simulated purchase: it only sets the local flag, and
 * the panel then loads in place (the flag is React state through lib/plugin-flag.ts, no reload needed).
 * A merchant back on a new device (no flag there yet) is first offered the sign-in: their store has the
 * plugin already, so signing in sets the flag and opens their panel without a second "purchase".
 */
export function PluginInactive() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4 py-10">
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800"><LogIn className="h-5 w-5" /></span>
            <div>
              <h1 className="text-xl font-bold text-slate-900">Já é lojista? Entre na sua conta</h1>
              <p className="text-sm text-slate-600">Em um aparelho novo, entre para abrir o painel da sua loja.</p>
            </div>
          </div>
          <LoginForm idPrefix="returning" onSuccess={(account) => account && activatePlugin()} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <span aria-hidden="true" className="grid h-14 w-14 place-items-center rounded-full bg-amber-100 text-amber-800"><PlugZap className="h-7 w-7" /></span>
          <h2 className="text-2xl font-bold text-slate-900">Plugin Não Ativo</h2>
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
