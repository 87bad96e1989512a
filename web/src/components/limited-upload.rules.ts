import { extensionOf, LIMITS, MB, type UploadLimit } from '@portal/contract';

/** Why a chosen file is refused before it is sent: a translation key of the `files` namespace and its values. */
export interface UploadProblem {
  key: 'limits.empty' | 'limits.wrongType' | 'limits.tooLarge' | 'limits.tooMany' | 'limits.nameTooLong';
  params: Record<string, string | number>;
}

/**
 * The contract's limits of spec §5 checked in the browser, in the order the spec's notices name
 * them; the server checks them again (and the bytes). `position` is how many files the object has
 * or has been given before this one.
 */
export function checkUploadFile(file: { name: string; size: number }, limit: UploadLimit, position: number): UploadProblem | null {
  if (position >= limit.maxCount) return { key: 'limits.tooMany', params: { max: limit.maxCount } };
  if (!limit.types.includes(extensionOf(file.name))) return { key: 'limits.wrongType', params: { types: limit.types.join(', ') } };
  if (file.name.length > LIMITS.fileNameMax) return { key: 'limits.nameTooLong', params: { max: LIMITS.fileNameMax } };
  if (file.size === 0) return { key: 'limits.empty', params: {} };
  if (file.size > limit.maxMb * MB) return { key: 'limits.tooLarge', params: { max: limit.maxMb } };
  return null;
}

/** The `accept` attribute of the file picker: the kind's extensions. */
export const acceptOf = (limit: UploadLimit) => limit.types.map((ext) => `.${ext}`).join(',');
