import type { SpecialToolCategory, TSpecialTool } from '@portal/contract';

/** A colour per category for the tags on cards, rows and the detail. */
export const CATEGORY_COLORS: Record<SpecialToolCategory, string> = {
  HV_SAFETY: 'red', DIAGNOSTIC: 'blue', MEASURING: 'gold', BATTERY: 'cyan', MOTOR: 'purple', BRAKE: 'volcano',
  WHEEL: 'geekblue', CHASSIS: 'magenta', LIFTING: 'orange', GENERAL: 'default',
};

/** The applicable models a card has room for: the first names and how many more there are. */
export function modelsSummary(tool: Pick<TSpecialTool, 'allModels' | 'models'>, room = 2): { all: boolean; shown: string[]; more: number } {
  if (tool.allModels) return { all: true, shown: [], more: 0 };
  return { all: false, shown: tool.models.slice(0, room).map((m) => m.name), more: Math.max(0, tool.models.length - room) };
}
