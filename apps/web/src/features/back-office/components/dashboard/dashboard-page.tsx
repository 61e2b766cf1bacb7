import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../../components/ui/field.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { useOperatorDashboard } from '../../api/dashboard.ts';
import { parsePeriod, periodOptions, TOTAL_PERIOD } from '../../lib/periods.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { GroupsModal } from './groups-modal.tsx';
import { MerchantsModal } from './merchants-modal.tsx';
import { PlansModal } from './plans-modal.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { RevenueModal } from './revenue-modal.tsx';
import { PartnersPanel, ProductsPanel } from './side-panels.tsx';
import { type OperatorDashboardModal, StatCards } from './stat-cards.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

/**
 * /super-admin/dashboard: the platform's real figures for a period (all time or one month, São
 * Paulo), four cards with their detail modals, quick actions and the product and partner panels.
 * The period lives in the address (?period=2026-11) so a reload or a shared link keeps it.
 */
export function OperatorDashboardPage() {
  const [params, setParams] = useSearchParams();
  const options = useMemo(() => periodOptions(new Date()), []);
  const period = parsePeriod(params.get('period'), new Date());
  const dashboard = useOperatorDashboard(period);
  const stats = dashboard.data;
  const [modal, setModal] = useState<OperatorDashboardModal | null>(null);

  // The spec: a dashboard load failure is only logged (the cards keep their dashes).
  useEffect(() => {
    if (dashboard.error) console.error('Erro ao carregar o dashboard', dashboard.error);
  }, [dashboard.error]);

  const choosePeriod = (value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === TOTAL_PERIOD) next.delete('period');
      else next.set('period', value);
      return next;
    }, { replace: true });
  };
  const modalProps = (id: OperatorDashboardModal) => ({ open: modal === id, onOpenChange: (open: boolean) => setModal(open ? id : null) });

  return (
    <BackOfficeLayout title="Dashboard">
      <PageHeading title="Dashboard" intro="Números reais da plataforma no período escolhido.">
        <div className="sm:w-72">
          <Field id="period" label="Período">
            <NativeSelect id="period" value={period} onChange={(e) => choosePeriod(e.target.value)} aria-busy={dashboard.isFetching}>
              {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </NativeSelect>
          </Field>
        </div>
      </PageHeading>

      <div aria-live="polite" className="sr-only">{stats && !dashboard.isFetching ? `Números de ${stats.faturamento.formattedPeriod}` : ''}</div>
      <StatCards stats={stats} onOpen={setModal} />

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2"><QuickActions /></div>
        <div className="flex flex-col gap-4">
          <ProductsPanel stats={stats} />
          <PartnersPanel stats={stats} />
        </div>
      </div>

      <RecentActivity />

      {stats ? (
        <>
          <MerchantsModal stats={stats} {...modalProps('merchants')} />
          <GroupsModal stats={stats} {...modalProps('groups')} />
          <PlansModal stats={stats} {...modalProps('plans')} />
          <RevenueModal stats={stats} {...modalProps('revenue')} />
        </>
      ) : null}
    </BackOfficeLayout>
  );
}
