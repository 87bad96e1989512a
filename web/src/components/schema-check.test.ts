import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import { ZGroupInput } from '@portal/contract';
import { checkWithSchema } from './schema-check';

/** The one call the check makes on an antd form, recorded. */
function recordingForm() {
  const shown: { name: unknown; errors: string[] }[] = [];
  return { form: { setFields: (fields: typeof shown) => shown.push(...fields) } as unknown as FormInstance, shown };
}

const fieldOf = (path: readonly PropertyKey[]) => String(path[0]);

describe('checkWithSchema', () => {
  it('answers the parsed request and marks no field when the schema takes it', () => {
    const { form, shown } = recordingForm();
    expect(checkWithSchema(form, ZGroupInput, { code: 'DEALERS_NORTH', name: 'North', remark: '' }, fieldOf, (f) => `bad ${f}`)).toMatchObject({ code: 'DEALERS_NORTH', name: 'North' });
    expect(shown).toEqual([]);
  });

  it('answers null and shows one message on each field the schema refuses', () => {
    const { form, shown } = recordingForm();
    expect(checkWithSchema(form, ZGroupInput, { code: 'not a code!', name: '', remark: '' }, fieldOf, (f) => `bad ${f}`)).toBeNull();
    expect(shown).toEqual(expect.arrayContaining([{ name: 'code', errors: ['bad code'] }, { name: 'name', errors: ['bad name'] }]));
    expect(new Set(shown.map((s) => s.name)).size).toBe(shown.length);
  });
});
