import type { DashboardGroup, ParticipantPaymentStatus } from '@juntai/contract';
import { centsFromReais, progressPercentage, smartMessage, whatsappLink } from '@juntai/domain';
import { Eye, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatDateTime, formatReais } from '../../../lib/format.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { DeleteGroupButton } from './delete-group-button.tsx';

const STATUS: Record<DashboardGroup['status'], { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  active: { label: 'Ativo', tone: 'green' },
  completed: { label: 'Completo', tone: 'blue' },
  expired: { label: 'Expirado', tone: 'red' },
};

const PAYMENT: Record<ParticipantPaymentStatus, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  paid: { label: 'Pago', tone: 'green' },
  pending: { label: 'Aguardando', tone: 'gray' },
  processing: { label: 'Processando', tone: 'amber' },
  failed: { label: 'Falhou', tone: 'red' },
};
/** A card authorised, not yet captured: it counts for the group, but nothing is charged until it completes. */
const RESERVED = { label: 'Reservado no cartão', tone: 'blue' as const };

function groupUrl(linkId: string): string {
  return `${pageOrigin()}/g/${linkId}`;
}

/** The WhatsApp text: the group page's smart invitation while it is open, a short notice once it is over. */
function whatsappText(group: DashboardGroup): string {
  const link = groupUrl(group.link_id);
  if (group.status === 'completed') return `🎉 O grupo para *${group.product_name}* está completo: todas as cotas foram pagas! ${link}`;
  if (group.status === 'expired') return `O grupo para *${group.product_name}* expirou e os pagamentos foram devolvidos. ${link}`;
  return smartMessage({
    productName: group.product_name, creatorName: group.creator_name, quotaValue: centsFromReais(group.quota_value),
    numberOfQuotas: group.number_of_quotas, paidCount: group.paid_count, link, expiresAt: group.expires_at,
    productPrice: centsFromReais(group.product_price),
  });
}

/** One group on "Meus Grupos": product, organizer, values, who paid, progress, WhatsApp, details and (expired only) delete. */
export function GroupCard({ group }: { group: DashboardGroup }) {
  const status = STATUS[group.status];
  const percent = progressPercentage(group.paid_count, group.number_of_quotas);
  const titleId = `group-${group.link_id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="group-card">
      <div className="flex items-start gap-3">
        <img src={group.product_image} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={titleId} className="line-clamp-2 font-semibold text-slate-900">{group.product_name}</h3>
            <Badge tone={status.tone} className="shrink-0">{status.label}</Badge>
          </div>
          <p className="mt-0.5 truncate text-sm text-slate-600">Criado por <span className="font-medium text-slate-800">{group.creator_name}</span></p>
          <Badge tone={group.role === 'organizer' ? 'purple' : 'blue'} className="mt-1" data-testid="group-role">
            {group.role === 'organizer' ? 'Organizado por você' : 'Você participa'}
          </Badge>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-600">Valor total</dt>
          <dd className="font-semibold text-slate-900">{formatReais(group.total_value)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-600">Por pessoa</dt>
          <dd className="font-semibold text-slate-900">{formatReais(group.quota_value)}</dd>
        </div>
      </dl>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-700">{group.paid_count} de {group.number_of_quotas} cotas pagas</span>
          <span className="font-semibold text-slate-900">{percent}%</span>
        </div>
        <Progress value={percent} label={`Cotas pagas do grupo ${group.product_name}`} />
        <p className="text-xs text-slate-500">
          {group.status === 'active' ? 'Expira em ' : group.status === 'expired' ? 'Expirou em ' : 'Criado em '}
          {formatDateTime(group.status === 'completed' ? group.created_at : group.expires_at)}
        </p>
      </div>

      <div>
        <h4 className="mb-1.5 text-sm font-medium text-slate-700">Participantes</h4>
        <ul className="flex flex-col gap-1" aria-label={`Participantes do grupo ${group.product_name}`}>
          {group.participants.map((p) => (
            <li key={p.name} className="flex items-center justify-between gap-2 text-sm">
              <span className="flex min-w-0 items-center gap-1.5">
                <span className="truncate text-slate-800">{p.name}</span>
                {p.is_creator ? <Badge tone="purple" className="shrink-0">Org</Badge> : null}
              </span>
              <Badge tone={(p.card_reserved ? RESERVED : PAYMENT[p.payment_status]).tone} className="shrink-0">
                {(p.card_reserved ? RESERVED : PAYMENT[p.payment_status]).label}
              </Badge>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-auto flex flex-wrap gap-2">
        {/* Darker than the whatsapp variant's #128C7E, on which white text is below WCAG AA at this size. */}
        <Button asChild variant="whatsapp" size="sm" className="flex-1">
          <a href={whatsappLink(undefined, whatsappText(group))} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp: compartilhar o grupo ${group.product_name}`}>
            <MessageCircle aria-hidden="true" className="h-4 w-4" /> WhatsApp
          </a>
        </Button>
        <Button asChild variant="secondary" size="sm" className="flex-1">
          <Link to={`/g/${group.link_id}`} aria-label={`Ver Detalhes do grupo ${group.product_name}`}>
            <Eye aria-hidden="true" className="h-4 w-4" /> Ver Detalhes
          </Link>
        </Button>
        {group.status === 'expired' && group.role === 'organizer' ? <DeleteGroupButton linkId={group.link_id} productName={group.product_name} /> : null}
      </div>
    </article>
  );
}
