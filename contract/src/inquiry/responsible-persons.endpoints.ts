import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { page } from '../envelope.js';
import {
  ZAreaProcessor, ZAssignee, ZAssigneeSearchRequest, ZInquiryArea, ZResponsibleImportFailure, ZResponsibleImportResult,
  ZResponsiblePersonIdParams, ZResponsiblePersonInput, ZResponsiblePersonListRequest, ZResponsiblePersonRow,
} from './responsible-persons.js';

const MANAGE = 'PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW' as const;
/** The import's upload limit: a sheet of a few thousand rows is well under this. */
export const RESPONSIBLE_IMPORT_MAX_MB = 10;

/**
 * Responsible persons (spec §2 responsible person management; §3 Responsible person). Managing
 * them needs PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW; the form's processor preview the inquiry menu;
 * the assignee search is for handlers (PER_ENQUIRY_MANAGEMENT_PROCESSED). Its own table (and so its
 * own tag in the API document) beside the inquiry forms', served by the inquiry module.
 */
export const responsiblePersonsEndpoints = defineEndpoints('responsible-persons', {
  list: { method: 'POST', path: '/rest/base/inquiry/responsible/page', access: MANAGE, readOnly: true, summary: 'A page of one group (processing group, expert group, department leaders), by keyword', body: ZResponsiblePersonListRequest, response: page(ZResponsiblePersonRow) },
  add: { method: 'POST', path: '/rest/base/inquiry/responsible', access: MANAGE, objectRef: 'ResponsiblePerson', summary: 'Add one entry: a user (by login name) in one role for an area (empty province: every area)', body: ZResponsiblePersonInput, response: z.object({ id: z.string().uuid() }) },
  update: { method: 'PUT', path: '/rest/base/inquiry/responsible/:id', access: MANAGE, objectRef: 'ResponsiblePerson', summary: 'Change one entry (inquiries already routed keep their handler)', params: ZResponsiblePersonIdParams, body: ZResponsiblePersonInput, response: z.null() },
  remove: { method: 'DELETE', path: '/rest/base/inquiry/responsible/:id', access: MANAGE, objectRef: 'ResponsiblePerson', summary: 'Remove one entry (inquiries already routed keep their handler)', params: ZResponsiblePersonIdParams, response: z.null() },
  processor: { method: 'POST', path: '/rest/base/inquiry/form/processor', access: 'PER_ENQUIRY_MANAGEMENT_VIEW', readOnly: true, summary: 'Who an inquiry from this area is routed to (null: nobody covers the area)', body: ZInquiryArea, response: ZAreaProcessor.nullable() },
  experts: { method: 'POST', path: '/rest/base/inquiry/form/expert', access: 'PER_ENQUIRY_MANAGEMENT_PROCESSED', readOnly: true, summary: 'Experts (or processors) to assign, by keyword and department, as one list', body: ZAssigneeSearchRequest, response: z.array(ZAssignee) },
  assignees: { method: 'POST', path: '/rest/base/inquiry/form/expert/box', access: 'PER_ENQUIRY_MANAGEMENT_PROCESSED', readOnly: true, summary: 'The assignee search modal: a page of experts (or processors) by keyword and department', body: ZAssigneeSearchRequest, response: page(ZAssignee) },
  importTemplate: { method: 'GET', path: '/rest/import/expert/and/processor/template', access: MANAGE, kind: 'download', summary: 'The import template (.xlsx)', file: { type: FILE_ANSWERS.xlsx('responsible-persons.xlsx').type, description: 'A spreadsheet' } },
  import: {
    method: 'POST', path: '/rest/import/expert/and/processor', access: MANAGE, objectRef: 'ResponsiblePerson', kind: 'upload',
    summary: 'Import responsible persons: multipart `file`, an .xlsx with role, username, provinceCode, cityCode, department; all or nothing, refused rows listed in errorData',
    uploadLimits: { fileSize: RESPONSIBLE_IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5 },
    response: ZResponsibleImportResult, refusal: ZResponsibleImportFailure,
  },
});
