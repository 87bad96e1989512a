import { type TLocalizedText } from '@portal/contract';
import type { TopicContext } from './html.js';
import type { VehicleFacts } from './vehicle.js';

/** One topic of a demo manual, written once for every model it applies to. */
export interface TopicDef {
  /** Stable within its manual: the topic's code is `<manual code>-<key>`. */
  key: string;
  title: TLocalizedText | ((f: VehicleFacts) => TLocalizedText);
  /** Whether the model has this topic (hydraulic brakes, belt drive, range extender …); default yes. */
  applies?: (f: VehicleFacts) => boolean;
  /** The body in the context's language (en-US or zh-CN). */
  body: (c: TopicContext) => string;
}

export interface ChapterDef {
  key: string;
  title: TLocalizedText;
  topics: TopicDef[];
}

export const titleOf = (t: TopicDef, f: VehicleFacts): TLocalizedText => (typeof t.title === 'function' ? t.title(f) : t.title);
