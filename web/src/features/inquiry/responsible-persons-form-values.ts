import type { ResponsibleRole, TResponsiblePersonInput } from '@portal/contract';

/** The responsible-person form's values and how they become the request (ZResponsiblePersonInput). */
export interface FormValues {
  role: ResponsibleRole;
  username: string;
  area?: string[];
  department?: string;
}

export type FieldName = keyof FormValues;

/** The request the form's values make: the area picker's path split into province and city. */
export function entryOf(values: FormValues): TResponsiblePersonInput {
  return {
    role: values.role,
    username: values.username ?? '',
    provinceCode: values.area?.[0] ?? '',
    cityCode: values.area?.[1] ?? '',
    department: values.department ?? '',
  };
}

/** The form field a schema issue belongs to (province and city are the one area picker). */
export function fieldOfIssue(path: readonly PropertyKey[]): FieldName {
  const key = String(path[0] ?? '');
  if (key === 'provinceCode' || key === 'cityCode') return 'area';
  return (['role', 'username', 'department'] as const).find((f) => f === key) ?? 'username';
}
