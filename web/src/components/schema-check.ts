import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';

/**
 * Checks a form's request with the schema the server's route checks it with, and puts the first
 * issue of each field on that field: the user sees the server's rule before sending, in words of
 * the form. Answers the parsed request, or null when an issue was shown.
 */
export function checkWithSchema<T, F extends string>(
  form: FormInstance,
  schema: ZodType<T>,
  request: unknown,
  fieldOf: (path: readonly PropertyKey[]) => F,
  messageFor: (field: F) => string,
): T | null {
  const parsed = schema.safeParse(request);
  if (parsed.success) return parsed.data;
  const fields = new Map<F, string>();
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (!fields.has(field)) fields.set(field, messageFor(field));
  }
  form.setFields([...fields].map(([name, error]) => ({ name, errors: [error] })));
  return null;
}
