import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWorkflows, type AnyWorkflow } from '../platform/workflow.js';
import { bulletinWorkflow } from '../modules/bulletins/bulletins.workflow.js';
import { caseWorkflow } from '../modules/cases/cases.workflow.js';
import { feedbackWorkflow } from '../modules/feedback/feedback.workflow.js';
import { inquiryWorkflow } from '../modules/inquiry/inquiry.workflow.js';
import { manualReviewWorkflow } from '../modules/manuals/manuals.workflow.js';
import { orderWorkflow } from '../modules/orders/orders.workflow.js';
import { vipWorkflow } from '../modules/vip/vip.workflow.js';

/**
 * `npm run docs:workflows`: writes docs/workflows.md from the six workflow tables. The platform's
 * workflow test fails when the file differs from what this would write.
 */

export const WORKFLOWS: readonly AnyWorkflow[] = [inquiryWorkflow, feedbackWorkflow, bulletinWorkflow, caseWorkflow, orderWorkflow, manualReviewWorkflow, vipWorkflow];
export const WORKFLOWS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/workflows.md');

/** docs/workflows.md as the tables give it now. */
export const workflowsDoc = () => renderWorkflows(WORKFLOWS);

// Imported by the test, run by tsx: write only when run.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(WORKFLOWS_FILE, workflowsDoc());
  console.log(`wrote ${path.relative(process.cwd(), WORKFLOWS_FILE)}`);
}
