import type { MerchantGroup } from '@juntai/contract';
import { type GroupStatus, GROUP_STATUSES, organizerStatusMessage, progressPercentage, whatsappLink } from '@juntai/domain';
import { Eye, ImageOff, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { formatDate, formatReais } from '../../../../lib/format.ts';
import { statusBadge } from '../../lib/group-status.ts';
import { DeleteMerchantGroupButton } from './delete-merchant-group-button.tsx';

const isKnownStatus = (status: string): status is GroupStatus => (GROUP_STATUSES as readonly string[]).includes(status);

/**
 * One group of the store (spec §2): picture, product, organizer and date, status, paid quotas with a
 * bar capped at 100%, money collected (service fee included) and the store's share of it ("repasse"),
 * and the actions: view, WhatsApp the organizer (only with a
 * number), delete (expired groups only).
 */
export function MerchantGroupRow({ group, storeName }: { group: MerchantGroup; storeName: string }) {
  const badge = statusBadge(group.status);
  const percent = progressPercentage(group.paid_count, group.number_of_quotas);
  const titleId = `admin-group-${group.link_id}`;
  const message = isKnownStatus(group.status) ? organizerStatusMessage(group.status, group.product_name, storeName) : undefined;
  return (
    <article aria-labelledby={titleId} data-testid="admin-group" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {group.product_image ? (
          <img src={group.product_image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400"><ImageOff className="h-6 w-6" /></span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={titleId} className="line-clamp-2 font-semibold text-slate-900">{group.product_name}</h3>
            <Badge tone={badge.tone} className="shrink-0">{badge.label}</Badge>
          </div>
          <p className="mt-0.5 truncate text-sm text-slate-600">Por: {group.creator_name} • {formatDate(group.created_at)}</p>
          <div className="mt-2 flex flex-col gap-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-sm">
              <span className="whitespace-nowrap text-slate-700">{group.paid_count}/{group.number_of_quotas} participantes</span>
              <span className="flex flex-wrap gap-x-3">
                <span className="whitespace-nowrap text-slate-700"><strong className="text-slate-900">{formatReais(group.revenue)}</strong> arrecadado</span>
                <span className="whitespace-nowrap text-slate-700"><strong className="text-slate-900">{formatReais(group.store_share)}</strong> repasse</span>
              </span>
            </div>
            <Progress value={percent} label={`Participantes que pagaram no grupo ${group.product_name}`} />
          </div>
        </div>
      </div>
      {/* Accessible names start with the visible word (WCAG 2.5.3) and add whose group it is. */}
      <div className="flex shrink-0 gap-2 sm:w-40 sm:flex-col">
        <Button asChild variant="secondary" size="sm" className="flex-1 sm:flex-none">
          <Link to={`/g/${group.link_id}`} aria-label={`Ver o grupo ${group.product_name}`}><Eye aria-hidden="true" className="h-4 w-4" />Ver</Link>
        </Button>
        {group.creator_whatsapp ? (
          <Button asChild variant="whatsapp" size="sm" className="flex-1 sm:flex-none">
            <a href={whatsappLink(group.creator_whatsapp, message)} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp: falar com ${group.creator_name}`}>
              <MessageCircle aria-hidden="true" className="h-4 w-4" />WhatsApp
            </a>
          </Button>
        ) : null}
        {group.status === 'expired' ? <DeleteMerchantGroupButton linkId={group.link_id} productName={group.product_name} /> : null}
      </div>
    </article>
  );
}
