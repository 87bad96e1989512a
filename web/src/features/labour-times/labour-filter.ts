import type { TLabourTimeFilter, WorkTimeType } from '@portal/contract';
import { codeOfPath } from './model-options';

/** What the labour-time filter form holds. */
export interface LabourFilterValues {
  model?: string[];
  levelOne?: string;
  levelTwo?: string;
  positionCode?: string;
  workTimeType?: WorkTimeType;
  key?: string;
}

/** The call's filter from the form: the deepest chosen model-tree code, trimmed text, no empty fields. */
export function filterOf(values: LabourFilterValues, partCode?: string): TLabourTimeFilter {
  const key = values.key?.trim();
  const filter: TLabourTimeFilter = {
    modelCode: codeOfPath(values.model),
    levelOne: values.levelOne || undefined,
    levelTwo: values.levelTwo || undefined,
    positionCode: values.positionCode || undefined,
    workTimeType: values.workTimeType || undefined,
    key: key || undefined,
    partCode: partCode || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as TLabourTimeFilter;
}

/**
 * Spec §4's cascading rule applied to the labour-time levels: a new model clears level one, level
 * two and position; a new level one clears level two and position; a new level two the position.
 */
export function clearedBy(changed: keyof LabourFilterValues): (keyof LabourFilterValues)[] {
  switch (changed) {
    case 'model':
      return ['levelOne', 'levelTwo', 'positionCode'];
    case 'levelOne':
      return ['levelTwo', 'positionCode'];
    case 'levelTwo':
      return ['positionCode'];
    default:
      return [];
  }
}

/** Hours as the workshop reads them: at least one decimal, at most two ("0.5", "1.25", "2.0"). */
export function formatHours(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);
}

/** Work types get a colour each, so a column of them reads at a glance. */
export const TYPE_COLORS: Record<WorkTimeType, string> = {
  REPLACE: 'blue', REMOVE_INSTALL: 'geekblue', REPAIR: 'orange', ADJUST: 'gold', INSPECT: 'cyan', MAINTENANCE: 'green', DIAGNOSE: 'purple',
};
