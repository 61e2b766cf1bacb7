import { usePlans } from '../../api/plans.ts';

/**
 * The plan choices of a merchant form: 'Nenhum plano' and the active plans; a merchant's current plan
 * stays listed (marked) even when deactivated, so editing its status does not silently change it.
 */
export function PlanOptions({ current }: { current?: number | null }) {
  // Mounted with its dialog's form, so every opening asks for the plans again (one may have just been made).
  const plans = usePlans().data;
  return (
    <>
      <option value="">Nenhum plano</option>
      {(plans ?? []).filter((p) => p.active || p.id === current).map((p) => (
        <option key={p.id} value={p.id}>{p.name}{p.active ? '' : ' (desativado)'}</option>
      ))}
    </>
  );
}
