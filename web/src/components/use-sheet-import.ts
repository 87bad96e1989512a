import { useState } from 'react';
import { ApiError } from '../api/http';

/** Where a two-step sheet import dialog is: choosing a file, the refused rows, the checked sheet's question, done. */
export type SheetImportStep<TError, TCheck, TResult> =
  | { kind: 'choose' }
  | { kind: 'refused'; message: string; rows: TError[] }
  | { kind: 'checked'; check: TCheck }
  | { kind: 'done'; result: TResult };

/**
 * The state of a sheet import dialog (check, then confirm). `run` does one step: a refusal with
 * rows goes to the table, any other is said above the file picker.
 */
export function useSheetImport<TError, TCheck, TResult>() {
  const [step, setStep] = useState<SheetImportStep<TError, TCheck, TResult>>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (err) {
      if (err instanceof ApiError && err.errorData?.length) setStep({ kind: 'refused', message: err.message, rows: err.errorData as TError[] });
      else if (err instanceof ApiError) setFailure(err.message);
    } finally {
      setBusy(false);
    }
  };
  return { step, setStep, busy, failure, setFailure, run };
}
