import { type GlobalSettingKey, globalSettingValueSchemas, type SystemStatus } from '@juntai/contract';
import { type Cents, COMPANY_IDENTITY_FIELDS, RETENTION_KEYS, RETENTION_SETTINGS, smartMessage } from '@juntai/domain';
import { useEffect } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import type { FormReading } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useGlobalSettings, useSaveGlobalSettings, useSystemStatus } from '../../api/settings.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { SystemStatusPanel } from './system-status-panel.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

type Values = Record<GlobalSettingKey, string>;
type Links = SystemStatus['links'];

interface SettingField { key: GlobalSettingKey; label: string; fallback: string; type?: string; hint?: string }

/** The spec's keys (§3) with their labels and defaults. */
const GENERAL_FIELDS: SettingField[] = [
  { key: 'platform_name', label: 'Nome da plataforma', fallback: 'Juntaí', hint: 'Aparece nos títulos, no rodapé e nos e-mails.' },
  { key: 'icon_paid', label: 'Ícone de cota paga', fallback: '✅' },
  { key: 'icon_pending', label: 'Ícone de cota aguardando', fallback: '⏳' },
  { key: 'icon_button', label: 'Ícone do botão', fallback: '🤝' },
  { key: 'app_base_url', label: 'URL base do app', fallback: '', type: 'url' },
  { key: 'support_email', label: 'E-mail de suporte', fallback: '', type: 'email', hint: 'Aparece no rodapé e nos e-mails.' },
  { key: 'default_group_expiry_days', label: 'Dias até um grupo expirar', fallback: '2', type: 'number', hint: 'De 1 a 30; vale para os grupos criados daqui em diante.' },
  {
    key: 'rescue_min_paid_percent', label: 'Prorrogação: mínimo de cotas pagas (%)', fallback: '75', type: 'number',
    hint: 'De 50 a 100. O organizador só pode prorrogar o prazo (uma vez) com pelo menos este percentual das cotas pagas.',
  },
  {
    key: 'rescue_max_extension_hours', label: 'Prorrogação: máximo de horas a mais', fallback: '24', type: 'number',
    hint: 'De 1 a 72. Nunca além da validade das autorizações de cartão já pagas: nesse caso a prorrogação é recusada.',
  },
];

/** Who runs the site and answers for personal data (ADR 0049): the footer, the privacy notice and the terms show them. */
const COMPANY_FIELDS: SettingField[] = [
  ...COMPANY_IDENTITY_FIELDS.map(({ key, label }) => ({ key, label, fallback: '', type: key === 'dpo_email' ? 'email' : 'text' })),
  ...RETENTION_KEYS.map((key) => {
    const { label, default: fallback, min, max, unit } = RETENTION_SETTINGS[key];
    return { key, label: `Retenção: ${label.toLowerCase()} (${unit})`, fallback: String(fallback), type: 'number', hint: `De ${min} a ${max} ${unit}.` };
  }),
];

const SECTIONS = [
  { title: 'Geral', fields: GENERAL_FIELDS },
  { title: 'Empresa e privacidade', fields: COMPANY_FIELDS },
];
const FIELDS = [...GENERAL_FIELDS, ...COMPANY_FIELDS];

const valuesFrom = (settings: Record<string, { value: unknown }> | undefined): Values =>
  Object.fromEntries(FIELDS.map((f) => [f.key, settings?.[f.key]?.value === undefined || settings[f.key]?.value === null ? f.fallback : String(settings[f.key]!.value)])) as Values;

/**
 * Each value checked by the contract's own rule, so the screen says what the server would. A field its
 * rule lets be empty (the company's data, the app address: "this server's own address") is sent empty;
 * a field that must have a value (the platform's name, an icon, a number) is refused empty with its
 * message, never skipped, so 'salvas' is never said while the old value stays. The support e-mail,
 * which the spec has no way to clear, is left as it is when emptied.
 */
function readSettings(values: Values): FormReading<Partial<Values>, GlobalSettingKey> {
  const problems: Partial<Record<GlobalSettingKey, string>> = {};
  const sent = FIELDS.filter((f) => values[f.key].trim() !== '' || f.key !== 'support_email');
  for (const { key } of sent) {
    const result = globalSettingValueSchemas[key].safeParse(values[key]);
    if (!result.success) problems[key] = result.error.issues[0]?.message;
  }
  if (Object.keys(problems).length > 0) return { ok: false, errors: problems };
  return { ok: true, body: Object.fromEntries(sent.map((f) => [f.key, values[f.key].trim()])) };
}

/** What the operator needs to know about 'URL base do app': the address e-mailed links use now. */
function appBaseUrlHint(links: Links | undefined): string {
  if (!links) return 'Usada nos links dos e-mails.';
  if (links.public_base_url_set) return `PUBLIC_BASE_URL está definida: os links dos e-mails usam ${links.server_base_url} e este campo não é usado.`;
  return `Usada nos links dos e-mails. Vazia, vale o endereço deste servidor: ${links.server_base_url}.`;
}

/** /super-admin/settings: the global settings with a live preview, and the system's status. */
export function SettingsPage() {
  const settings = useGlobalSettings();
  const save = useSaveGlobalSettings();
  const links = useSystemStatus().data?.links;
  const { values, errors, input, submit, reset } = useCheckedForm(() => valuesFrom(undefined), readSettings);
  useEffect(() => {
    if (settings.data) reset(valuesFrom(settings.data));
  }, [settings.data]);

  const send = submit((changed) => save.mutate(changed, toastOutcome('Configurações salvas com sucesso!', 'Erro ao salvar configurações', undefined, 'Erro de conexão')));

  return (
    <BackOfficeLayout title="Configurações">
      <PageHeading title="Configurações" intro="Nome, ícones e prazos que os compradores veem, e o estado do sistema." />
      {settings.isPending ? <PageSpinner label="Carregando configurações…" /> : (
        <div className="grid gap-6 lg:grid-cols-2">
          <form onSubmit={send} noValidate aria-label="Configurações globais" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            {SECTIONS.map((section) => (
              <fieldset key={section.title} className="flex flex-col gap-4">
                <legend className="mb-2 text-lg font-semibold text-slate-900">{section.title}</legend>
                {section.fields.map((f) => (
                  <Field key={f.key} id={`setting-${f.key}`} label={f.label} hint={f.key === 'app_base_url' ? appBaseUrlHint(links) : f.hint} error={errors[f.key]}>
                    <Input id={`setting-${f.key}`} type={f.type ?? 'text'} value={values[f.key]}
                      placeholder={f.key === 'app_base_url' ? links?.server_base_url : undefined} onChange={input(f.key)} />
                  </Field>
                ))}
              </fieldset>
            ))}
            <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Salvando…' : 'Salvar configurações'}</Button>
          </form>
          <SettingsPreview values={values} links={links} />
        </div>
      )}
      <SystemStatusPanel />
    </BackOfficeLayout>
  );
}

/** How the texts and icons will look to a shopper, as they are typed. */
function SettingsPreview({ values, links }: { values: Values; links: Links | undefined }) {
  // The link as an e-mail would carry it: PUBLIC_BASE_URL wins over the field; an empty field is the server's own address.
  const base = (links?.public_base_url_set ? '' : values.app_base_url.trim()) || links?.server_base_url || window.location.origin;
  const message = smartMessage({
    productName: 'Presente de aniversário', creatorName: 'Ana', quotaValue: 10_500 as Cents, numberOfQuotas: 4, paidCount: 4,
    link: `${base}/g/exemplo`, productPrice: 40_000 as Cents,
    icons: { paid: values.icon_paid, button: values.icon_button },
  });
  return (
    <section aria-label="Pré-visualização" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Pré-visualização</h2>
      <p className="text-sm text-slate-600">Título da página: <strong data-testid="preview-title">Marketplace — {values.platform_name}</strong></p>
      <div className="flex flex-wrap gap-2" aria-label="Situação das cotas">
        <Badge tone="green"><span aria-hidden="true">{values.icon_paid}</span>Pago</Badge>
        <Badge tone="amber"><span aria-hidden="true">{values.icon_pending}</span>Aguardando</Badge>
        <span className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">{values.icon_button} Comprar em Grupo</span>
      </div>
      <div>
        <p className="mb-1 text-sm text-slate-600">Mensagem do WhatsApp:</p>
        <pre className="rounded-lg bg-emerald-50 p-3 text-sm whitespace-pre-wrap text-slate-800" data-testid="preview-whatsapp">{message}</pre>
      </div>
      <p className="text-sm text-slate-600">Rodapé: © 2025 {values.platform_name}{values.support_email ? ` · Ajuda: ${values.support_email}` : ''}</p>
    </section>
  );
}
