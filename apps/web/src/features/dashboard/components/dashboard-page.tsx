import type { DashboardGroup, GroupStatusValue } from '@juntai/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DASHBOARD_STATUSES, useDashboardGroups } from '../api/get-dashboard-groups.ts';
import { useDashboardUrlParams } from '../hooks/use-dashboard-url-params.ts';
import { useDashboardSession } from '../lib/local-state.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { GroupCard } from './group-card.tsx';
import { MyDataSection } from './my-data-section.tsx';
import { OtherDeviceAccess } from './other-device-access.tsx';
import { PluginPromoBanner } from './plugin-promo-banner.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const TAB_LABELS: Record<GroupStatusValue, string> = { active: 'Ativos', completed: 'Completos', expired: 'Expirados' };
const EMPTY: Record<GroupStatusValue, string> = {
  active: 'Nenhum grupo ativo',
  completed: 'Nenhum grupo completo',
  expired: 'Nenhum grupo expirado',
};

function TabPanel({ status, groups, loading }: { status: GroupStatusValue; groups: DashboardGroup[] | undefined; loading: boolean }) {
  if (loading) return <PageSpinner label="Carregando grupos…" />;
  if (!groups || groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <Inbox aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="text-lg font-semibold text-slate-800">{EMPTY[status]}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => <li key={group.link_id}><GroupCard group={group} /></li>)}
    </ul>
  );
}

/**
 * The tab the page opens on until the person picks one: the first with groups once all three are
 * counted (a completed group is not hidden behind an empty "Ativos"), "Ativos" when none has any.
 */
function openingTab(count: (status: GroupStatusValue) => number | undefined): GroupStatusValue {
  if (DASHBOARD_STATUSES.some((status) => count(status) === undefined)) return 'active';
  return DASHBOARD_STATUSES.find((status) => (count(status) ?? 0) > 0) ?? 'active';
}

/** "Meus Grupos" (shopper.md §2): the groups this browser organizes or paid into, by status. */
export function DashboardPage() {
  useDocumentTitle('Meus Grupos — Juntaí');
  useDashboardUrlParams();
  // The tab the person picked, else the one the page opened on for the groups it could see then.
  const [pickedTab, setTab] = useState<GroupStatusValue | null>(null);
  const [opened, setOpened] = useState<{ session: string; tab: GroupStatusValue } | null>(null);
  const session = useDashboardSession()?.token ?? '';
  const results = useDashboardGroups();
  const byStatus = Object.fromEntries(DASHBOARD_STATUSES.map((status, i) => [status, results[i]])) as Record<GroupStatusValue, (typeof results)[number]>;
  const count = (status: GroupStatusValue) => byStatus[status].data?.length;
  const total = DASHBOARD_STATUSES.reduce((sum, status) => sum + (count(status) ?? 0), 0);
  // Chosen when all three lists have come, once for each e-mail whose groups the page shows: deleting a
  // tab's last group must not move the page to another tab, but an e-mailed link opened here (its
  // session arrives after the first lists) shows groups the first opening did not count.
  const allCounted = DASHBOARD_STATUSES.every((status) => count(status) !== undefined);
  const openedNow = opened?.session === session ? opened.tab : undefined;
  const opening = openingTab(count);
  const tab = pickedTab ?? openedNow ?? opening;
  useEffect(() => {
    if (allCounted && openedNow === undefined) setOpened({ session, tab: opening });
  }, [allCounted, openedNow, session, opening]);

  return (
    <div className="min-h-screen">
      <DashboardHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
        <PageHeading title="Meus Grupos" intro="Acompanhe os grupos que você organiza ou dos quais participa." />

        <PluginPromoBanner totalGroups={total} />
        <SummaryCards counts={{ active: count('active'), completed: count('completed'), expired: count('expired') }} />

        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as GroupStatusValue)} className="flex flex-col gap-4">
          <Tabs.List aria-label="Grupos por status" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1">
            {DASHBOARD_STATUSES.map((status) => (
              <Tabs.Trigger
                key={status}
                value={status}
                className={cn(
                  'inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
                )}
              >
                {TAB_LABELS[status]}
                <span className="rounded-full bg-slate-100 px-1.5 text-xs font-semibold text-slate-700">{count(status) ?? '…'}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DASHBOARD_STATUSES.map((status) => (
            <Tabs.Content key={status} value={status} className="focus-visible:outline-none">
              <TabPanel status={status} groups={byStatus[status].data} loading={byStatus[status].isPending} />
            </Tabs.Content>
          ))}
        </Tabs.Root>

        <OtherDeviceAccess />
        <MyDataSection />
      </main>
    </div>
  );
}
