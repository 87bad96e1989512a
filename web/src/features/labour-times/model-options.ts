import type { TModelOptionLine } from '@portal/contract';

/*
 * The model picker of the labour-time and special-tool filters: the server's lines → series →
 * models as Cascader options, where a line or a series may be chosen as well as a model.
 */

export interface ModelCascaderOption {
  value: string;
  label: string;
  id: string;
  children?: ModelCascaderOption[];
}

export function cascaderOptions(lines: TModelOptionLine[]): ModelCascaderOption[] {
  return lines.map((line) => ({
    value: line.code,
    label: line.name,
    id: line.id,
    children: line.series.map((series) => ({
      value: series.code,
      label: series.name,
      id: series.id,
      children: series.models.map((model) => ({ value: model.code, label: model.name, id: model.id })),
    })),
  }));
}

/** The Cascader value (line, series, model codes) that leads to a code, or undefined when it is not in the tree. */
export function pathOfCode(lines: TModelOptionLine[], code: string): string[] | undefined {
  for (const line of lines) {
    if (line.code === code) return [line.code];
    for (const series of line.series) {
      if (series.code === code) return [line.code, series.code];
      for (const model of series.models) if (model.code === code) return [line.code, series.code, model.code];
    }
  }
  return undefined;
}

/** The node (line, series or model) with a code, or undefined. */
export function nodeOfCode(lines: TModelOptionLine[], code: string | undefined): { id: string; code: string; name: string } | undefined {
  if (!code) return undefined;
  for (const line of lines) {
    if (line.code === code) return line;
    for (const series of line.series) {
      if (series.code === code) return series;
      const model = series.models.find((m) => m.code === code);
      if (model) return model;
    }
  }
  return undefined;
}

/** The chosen code of a Cascader value: its deepest level. */
export const codeOfPath = (path: (string | number)[] | undefined | null): string | undefined =>
  path && path.length ? String(path[path.length - 1]) : undefined;
