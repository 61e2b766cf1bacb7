import type { Group } from '@juntai/contract';
import { progressPercentage } from '@juntai/domain';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatDateTime, formatReais } from '../../../lib/format.ts';
import { GroupStatusBadge } from './group-status-badge.tsx';
import { organizerHeadline } from '../lib/organizer-words.ts';

/**
 * Who invites, what, for how much, and how far the group has got. The organizer is not invited by
 * themselves: their own view leads with where their group stands (the spec's invitation is for everyone else).
 */
export function GroupSummary({ group, isOrganizer = false, children }: { group: Group; isOrganizer?: boolean; children?: ReactNode }) {
  const percentage = progressPercentage(group.paid_count, group.number_of_quotas);
  const { pending_count: pending, processing_count: processing, failed_count: failed } = group.payment_summary;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">
          {isOrganizer ? organizerHeadline(group) : `${group.creator_name} te convidou para presentear!`}
        </h1>
        <div className="flex items-start gap-3">
          <img src={group.product_image} alt={group.product_name} width={96} height={96}
            className="h-20 w-20 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover sm:h-24 sm:w-24" />
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{group.product_name}</h2>
            <div className="mt-1"><GroupStatusBadge status={group.status} /></div>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">Preço do produto</dt>
            <dd className="text-base font-semibold text-slate-900" data-testid="product-price">{formatReais(group.product_price)}</dd>
          </div>
          <div className="rounded-lg bg-brand-50 p-3">
            <dt className="text-xs text-brand-800">Valor da cota</dt>
            <dd className="text-base font-bold text-brand-800" data-testid="quota-value">{formatReais(group.quota_value)}</dd>
          </div>
        </dl>

        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium text-slate-700" data-testid="paid-count">
              {group.paid_count} de {group.number_of_quotas} cotas pagas
            </span>
            <span className="font-semibold text-brand-700" data-testid="paid-percentage">{percentage}%</span>
          </div>
          <Progress value={percentage} label="Cotas pagas" />
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Situação dos pagamentos">
            <li data-testid="pending-count">Pendentes: <strong className="text-slate-800">{pending}</strong></li>
            <li data-testid="processing-count">Processando: <strong className="text-slate-800">{processing}</strong></li>
            <li data-testid="failed-count">Falharam: <strong className="text-slate-800">{failed}</strong></li>
          </ul>
        </div>

        {/* A completed group has no deadline left to show: what happens next is said below it instead. */}
        {group.status === 'completed' ? null : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{group.status === 'expired' ? 'Expirou em' : 'Expira em'} <strong className="text-slate-800" data-testid="expires-at">{formatDateTime(group.expires_at)}</strong></span>
          </p>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
