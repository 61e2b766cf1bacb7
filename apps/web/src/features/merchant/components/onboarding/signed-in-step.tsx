import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import type { MerchantAccount } from '../../api/account.ts';

/** Step 1 when the account already exists (created a moment ago, or the merchant came back): nothing to fill in. */
export function SignedInStep({ account, onContinue }: { account: MerchantAccount; onContinue: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" icon={<CheckCircle2 className="h-4 w-4" />}>
        Conta de administrador pronta: <strong>{account.name}</strong> ({account.email}), loja <strong>{account.store.store_name}</strong>.
      </Alert>
      <Button onClick={onContinue}>Continuar</Button>
    </div>
  );
}
