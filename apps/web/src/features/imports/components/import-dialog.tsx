import type { ImportKind, ImportReport } from '@app/shared/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormRefusal } from '@/components/form-refusal';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { ImportRefused, uploadImport } from '../api/upload-import';
import { IMPORT_TEXTS } from '../lib/import-texts';
import { ImportProgress } from './import-progress';
import { ImportCounts, ImportReportTable } from './import-report-table';
import { PastImports } from './past-imports';

type Step =
  | { name: 'pick' }
  | { name: 'working'; label: string; fraction: number | null }
  | { name: 'report'; report: ImportReport }
  | { name: 'done'; report: ImportReport };

interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.details?.map((d) => d.message).filter((m) => m !== error.message) ?? [];
    return [error.message, ...details].join(' ');
  }
  return 'The file could not be sent. Try again.';
}

function doneText(report: ImportReport): string {
  const s = report.summary;
  if (report.kind === 'members') {
    return `${s.create} ${s.create === 1 ? 'member was' : 'members were'} added and ${s.update} updated. Each new member gets a temporary password by mail.`;
  }
  return `${s.create} ${s.create === 1 ? 'period was' : 'periods were'} imported. They count in reports, my numbers and traffic lights, marked imported.`;
}

/**
 * Pick a CSV or XLSX file, see the dry run's report (each row's action, cells in error marked, the
 * counts), fix the file or apply it; a progress bar while the file is sent and checked; past
 * imports below (a PALMS import can be undone).
 */
export function ImportDialog({ kind, open, onOpenChange }: ImportDialogProps) {
  const texts = IMPORT_TEXTS[kind];
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const working = step.name === 'working';

  const send = async (dryRun: boolean) => {
    if (!file) {
      setProblem('Choose a file first.');
      return;
    }
    setProblem(null);
    const label = dryRun ? 'Checking every row…' : 'Importing… nothing is saved unless every row is good.';
    setStep({ name: 'working', label, fraction: 0 });
    try {
      const report = await uploadImport({
        kind,
        file,
        dryRun,
        onProgress: (fraction) => setStep({ name: 'working', label, fraction }),
      });
      if (dryRun) {
        setStep({ name: 'report', report });
      } else {
        setStep({ name: 'done', report });
        void queryClient.invalidateQueries({ queryKey: ['admin-imports'] });
        void queryClient.invalidateQueries({
          queryKey: kind === 'members' ? ['admin-users'] : ['admin-reports'],
        });
      }
    } catch (error) {
      if (error instanceof ImportRefused) {
        setStep({ name: 'report', report: error.report });
        setProblem(error.message);
        return;
      }
      setStep({ name: 'pick' });
      setProblem(problemText(error));
    }
  };

  const reset = () => {
    setFile(null);
    setStep({ name: 'pick' });
    setProblem(null);
    if (inputRef.current) {
      inputRef.current.value = '';
    }
  };

  const report = step.name === 'report' || step.name === 'done' ? step.report : null;
  const applicable =
    step.name === 'report' &&
    report !== null &&
    report.summary.error === 0 &&
    report.summary.create + report.summary.update > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (working) {
          return;
        }
        if (!next) {
          reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent title={texts.title} description={texts.description} className="max-w-3xl">
        <div className="space-y-4">
          {step.name === 'done' ? (
            <Alert tone="success" title="Imported">
              {doneText(step.report)}
            </Alert>
          ) : (
            <form
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                void send(true);
              }}
            >
              <Field label="File" hint={`${texts.formats}. ${texts.columns}`}>
                <input
                  ref={inputRef}
                  type="file"
                  accept={texts.accept}
                  disabled={working}
                  className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:text-foreground"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setStep({ name: 'pick' });
                    setProblem(null);
                  }}
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="submit"
                  variant={step.name === 'report' ? 'outline' : 'primary'}
                  disabled={!file || working}
                >
                  {step.name === 'report' ? 'Check again' : 'Check file'}
                </Button>
                {step.name === 'report' ? (
                  <Button type="button" disabled={!applicable} onClick={() => void send(false)}>
                    Apply import
                  </Button>
                ) : null}
              </div>
            </form>
          )}
          {step.name === 'working' ? <ImportProgress label={step.label} fraction={step.fraction} /> : null}
          <FormRefusal>{problem}</FormRefusal>
          {report ? (
            <section aria-label="Dry run report" className="space-y-2">
              <ImportCounts report={report} />
              {step.name === 'report' && report.summary.error > 0 ? (
                <p className="text-sm text-muted">
                  Fix the rows in error in your file, then choose it again and check.
                </p>
              ) : null}
              {step.name === 'report' && report.ignoredColumns.length > 0 ? (
                <p className="text-sm text-muted">Columns left out: {report.ignoredColumns.join(', ')}.</p>
              ) : null}
              <ImportReportTable report={report} />
            </section>
          ) : null}
          {step.name === 'done' ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={reset}>
                Import another file
              </Button>
              <Button onClick={() => onOpenChange(false)}>Close</Button>
            </div>
          ) : null}
          <PastImports kind={kind} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
