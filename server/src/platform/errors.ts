import { ERRORS, type ErrorKey } from '@portal/contract';

/**
 * A refusal the caller should see: a code from the contract's error catalogue, rendered in the
 * request's language by the error handler. Services throw it; routes never build error bodies.
 */
export class BizError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
  get code(): number {
    return ERRORS[this.key].code;
  }
  get http(): number {
    return ERRORS[this.key].http;
  }
}

/** Not found, or not yours: a foreign id looks like a missing one. */
export const notFound = () => new BizError('NOT_FOUND');
