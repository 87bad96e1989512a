import { count } from 'drizzle-orm';
import type { FeedbackType, TFeedbackVoteRequest } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import { feedbacks } from '../../modules/feedback/index.js';
import { saveFeedback, vote } from '../../modules/feedback/index.js';
import { demoActors, seedContext } from '../acting.js';

const HOUR = 3_600_000;
/** Who dispatches (assigns, audits, closes) the demo feedback. */
const DISPATCHER = 'domain-admin';

type Step = [action: TFeedbackVoteRequest['action'], by: string, hoursLater: number, comment?: string];

interface DemoFeedback {
  by: 'dealer' | 'station';
  type: FeedbackType;
  title: string;
  content: string;
  /** The page it was sent from. */
  url: string;
  contact?: string;
  /** Days before the seeding it was written. */
  daysAgo: number;
  /** Saved in edit mode only (DRAFT). */
  draft?: boolean;
  /** The workflow steps after sending, each by a demo user; an assignment is `dispatcher>handler`. */
  steps?: Step[];
}

const assign = (handler: string, hours: number, comment = ''): Step => ['assign', `${DISPATCHER}>${handler}`, hours, comment];

const DEMO_FEEDBACK: DemoFeedback[] = [
  {
    by: 'dealer', type: 'SPARE_PART', daysAgo: 58, url: '/#/struct?vin=LUMS2PHD3PH000001', contact: '13800138000',
    title: 'Wrong picture for the rear brake pads', content: 'The BOM of the S2 Pro shows the front pads in the picture of the rear brake pads (ball 12). We ordered the wrong ones twice.',
    steps: [assign('staff', 3), ['handle', 'staff', 20, 'The picture of the rear pads was replaced and the part number checked against the drawing.'], ['pass', DISPATCHER, 4], ['close', 'dealer', 30, 'Thanks, correct now.']],
  },
  {
    by: 'station', type: 'IT', daysAgo: 51, url: '/#/labour_time',
    title: 'Labour time export stops at 1,000 rows', content: 'Exporting the labour times of the M5 gives an Excel file with only 1,000 rows; the list on the screen has 1,240.',
    steps: [assign('handler', 6), ['handle', 'handler', 30, 'The export limit was raised; the whole list is exported now.'], ['pass', DISPATCHER, 2], ['close', DISPATCHER, 48]],
  },
  {
    by: 'dealer', type: 'CONTENT', daysAgo: 44, url: '/#/manualSearchList',
    title: 'Torque of the rear axle nut missing', content: 'The service manual chapter "Rear wheel removal" does not give the tightening torque of the axle nut.',
    steps: [assign('expert', 2), ['handle', 'expert', 50, 'Added: 90 N·m, with thread locker. The chapter is updated in the next manual release.'], ['pass', DISPATCHER, 6], ['close', 'dealer', 12]],
  },
  {
    by: 'dealer', type: 'SYSTEM', daysAgo: 40, url: '/#/home',
    title: 'Captcha asked at every login', content: 'Since Monday the portal asks for the captcha every time I log in, even with the right password.',
    steps: [['close', DISPATCHER, 5, 'Duplicate of the IT ticket opened the same day; answered there.']],
  },
  {
    by: 'station', type: 'ATLAS', daysAgo: 33, url: '/#/struct?vin=LUMS2PHD3PH000001',
    title: 'Charging port shown with the old connector', content: 'The exploded view of the charging system still shows the 3-pin connector; vehicles from 2025 have the 5-pin one.',
    steps: [
      assign('handler', 4), ['handle', 'handler', 24, 'Noted, will be checked.'],
      ['reject', DISPATCHER, 3, 'Please correct the drawing, not only note it.'],
      ['handle', 'handler', 40, 'Drawing revision C with the 5-pin connector is online; the old one stays for vehicles before 2025.'], ['pass', DISPATCHER, 5], ['close', 'station', 20],
    ],
  },
  {
    by: 'dealer', type: 'SPARE', daysAgo: 26, url: '/#/shopping_cart', contact: '13800138000',
    title: 'Battery pack price differs from the price list', content: 'The cart shows 3,150.00 for BP-72V32-A01; the dealer price list of this quarter says 2,980.00.',
    steps: [assign('staff', 2), ['handle', 'staff', 18, 'The price list was out of date; the portal price is right from this quarter on.'], ['pass', DISPATCHER, 3], ['close', 'dealer', 8]],
  },
  {
    by: 'station', type: 'OTHER', daysAgo: 19, url: '/#/home',
    title: 'Training videos for the Thunder R', content: 'Could the download area get the training videos for the Thunder R motor removal?',
    steps: [assign('expert', 5), ['handle', 'expert', 36, 'The two videos are in the download area under Training / Thunder R.'], ['pass', DISPATCHER, 4]],
  },
  {
    by: 'dealer', type: 'CONTENT', daysAgo: 15, url: '/#/manualSearchList',
    title: 'Wiring diagram of the T-BOX hard to read', content: 'The wiring diagram of the T-BOX prints too small on A4; the wire colours cannot be read.',
    steps: [assign('handler', 3), ['handle', 'handler', 28, 'An A3 version of the diagram is attached to the manual.'], ['pass', DISPATCHER, 6]],
  },
  {
    by: 'dealer', type: 'SPARE_PART', daysAgo: 9, url: '/#/struct?vin=LUMS2PHD3PH000001',
    title: 'Successor of the throttle grip not shown', content: 'TH-HALL-A01 is out of stock, but the part page names no successor.',
    steps: [assign('staff', 4), ['handle', 'staff', 22, 'TH-HALL-A02 replaces it; the supersession is entered and shown on the part page.']],
  },
  {
    by: 'station', type: 'IT', daysAgo: 7, url: '/#/submitInquiryForm',
    title: 'Inquiry attachments: HEIC photos refused', content: 'Photos taken with an iPhone (HEIC) cannot be attached to an inquiry.',
    steps: [assign('handler', 2), ['handle', 'handler', 10, 'HEIC is not supported yet; please send JPG (camera setting "Most compatible").']],
  },
  {
    by: 'dealer', type: 'SYSTEM', daysAgo: 4, url: '/#/my_favorite',
    title: 'Favourites sorted in a different order after logout', content: 'After logging out and in again my pinned favourites are no longer on top.',
    steps: [assign('staff', 6)],
  },
  {
    by: 'station', type: 'ATLAS', daysAgo: 3, url: '/#/struct?vin=LUMS2PHD3PH000001',
    title: 'Ball numbers overlap in the brake drawing', content: 'In the front brake drawing of the S2 Pro the ball numbers 7 and 8 overlap and cannot be clicked.',
    steps: [assign('handler', 3), ['handle', 'handler', 8, 'Moved ball 8.'], ['reject', DISPATCHER, 2, 'Ball 7 still overlaps the caliper outline; please check both.']],
  },
  {
    by: 'dealer', type: 'OTHER', daysAgo: 1, url: '/#/notice_area',
    title: 'Recall letters for customers', content: 'Can the portal provide the customer letter of recall R-2026-07 as a PDF to print?',
  },
  {
    by: 'station', type: 'SPARE', daysAgo: 0.5, url: '/#/shopping_cart', contact: '13900139000',
    title: 'Minimum order quantity of the M5 x 10 screws', content: 'The screws can only be ordered in 50s; we need 4 per job. Could the minimum be 10?',
  },
  {
    by: 'dealer', type: 'CONTENT', daysAgo: 0.2, url: '/#/struct?vin=LUMS2PHD3PH000001', draft: true,
    title: 'Exploded view of the mirror', content: 'The mirror bracket is missing in',
  },
];

/**
 * Demo feedback, written once through the feedback services in every state of the workflow:
 * sent by the demo dealer and service station, assigned by the after-sales administrator to the
 * demo staff, answered, audited (one sent back and answered again), closed by the writer or the
 * dispatcher, one closed at once as a duplicate, a draft. The closed-loop statistics count them.
 */
export async function seedDemoFeedback(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(feedbacks);
  if (existing.n > 0) return 0;
  let made = 0;
  await db.transaction(async (tx) => {
    const who = await demoActors(tx, [DISPATCHER, 'dealer', 'station', 'staff', 'handler', 'expert']);
    if (who.size < 6) return;
    const now = Date.now();
    const { ctx, at } = seedContext(tx, now);
    for (const d of DEMO_FEEDBACK) {
      let time = now - d.daysAgo * 24 * HOUR;
      at(time);
      const body = { feedbackType: d.type, title: d.title, content: d.content, url: d.url, contact: d.contact ?? '', fileIds: [] };
      const { id } = await saveFeedback(ctx, who.get(d.by)!, d.draft ? 'draft' : 'submit', body);
      for (const [action, by, hours, comment = ''] of d.steps ?? []) {
        const [actor, handler] = by.split('>');
        time = Math.min(now, time + hours * HOUR);
        at(time);
        await vote(ctx, who.get(actor)!, { id, action, comment, ...(handler ? { handlerId: who.get(handler)!.id } : {}) });
      }
      made++;
    }
  });
  if (made) log(`  Feedback: ${made} in every state of the workflow`);
  return made;
}
