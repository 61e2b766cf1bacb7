import { type PartnerImportResponse, partnerCsvColumns } from '@juntai/contract';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { toast } from '../../../../lib/notify.ts';
import { useImportPartners } from '../../api/partners.ts';
import { failureMessage } from '../../lib/failure.ts';
import { WideDialog } from '../common/wide-dialog.tsx';

/**
 * 'Importar CSV': the operator picks a file with the export's columns; the server's report (a dry run)
 * shows which rows would be imported and why each refused one is refused; 'Importar' then writes the
 * accepted rows. Nothing is written before that second step.
 */
export function ImportPartnersDialog() {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<PartnerImportResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useImportPartners();
  const accepted = report ? report.created + report.updated : 0;

  const reset = () => {
    setCsv(null);
    setReport(null);
    setProblem(null);
  };
  const fail = (error: unknown) => setProblem(failureMessage(error, 'Não foi possível ler o arquivo', 'Erro de conexão com o servidor'));
  const preview = async (file: File | undefined) => {
    reset();
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    send.mutate({ csv: text, dry_run: true }, { onSuccess: setReport, onError: fail });
  };
  const importRows = () => csv && send.mutate({ csv, dry_run: false }, {
    onSuccess: (answer) => {
      toast.success(answer.detail);
      setOpen(false);
      reset();
    },
    onError: fail,
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}><Upload aria-hidden="true" className="h-4 w-4" /> Importar CSV</Button>
      <WideDialog
        open={open}
        onOpenChange={(next) => {
          if (send.isPending) return;
          setOpen(next);
          if (!next) reset();
        }}
        title="Importar parceiros"
        description="Use a planilha do 'Exportar CSV' (colunas separadas por ponto e vírgula). Uma linha com ID atualiza aquele parceiro; sem ID, cadastra um novo."
        footer={(
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={send.isPending}>Cancelar</Button>
            <Button onClick={importRows} disabled={!report || accepted === 0 || send.isPending}>
              {send.isPending && report ? 'Importando…' : `Importar ${accepted} ${accepted === 1 ? 'parceiro' : 'parceiros'}`}
            </Button>
          </>
        )}
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="partners-import-file">Arquivo CSV</Label>
            <input
              id="partners-import-file" type="file" accept=".csv,text/csv" aria-describedby="partners-import-columns"
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
              onChange={(e) => void preview(e.target.files?.[0])}
            />
            <p id="partners-import-columns" className="text-xs text-slate-600">
              Colunas: {partnerCsvColumns.join(', ')}. Nome e E-mail de contato são obrigatórios; Produtos, Vendas e Cadastrado em são ignorados.
            </p>
          </div>
          {send.isPending && !report ? <p className="text-sm text-slate-600" role="status">Lendo o arquivo…</p> : null}
          {problem ? <p className="text-sm font-medium text-red-700" role="alert">{problem}</p> : null}
          {report ? <ImportReport report={report} /> : null}
        </div>
      </WideDialog>
    </>
  );
}

function ImportReport({ report }: { report: PartnerImportResponse }) {
  return (
    <section aria-labelledby="partners-import-report" className="flex flex-col gap-2">
      <h3 id="partners-import-report" className="font-semibold text-slate-900">Prévia da importação</h3>
      <p className="text-sm text-slate-700" role="status">{report.detail}</p>
      <ol className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="partners-import-rows">
        {report.rows.map((row) => (
          <li key={row.line} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-start sm:gap-3">
            <span className="shrink-0 text-slate-600">Linha {row.line}</span>
            <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere] text-slate-900">{row.name || '(sem nome)'}</span>
            {row.outcome ? (
              <Badge tone="green">{row.outcome === 'create' ? 'Novo parceiro' : 'Atualiza o parceiro'}</Badge>
            ) : (
              <div className="flex flex-col gap-1 sm:max-w-[55%]">
                <Badge tone="red">Recusada</Badge>
                <ul className="list-disc pl-5 text-red-700">{row.reasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
