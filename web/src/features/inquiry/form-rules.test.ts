import { describe, expect, it } from 'vitest';
import { INQUIRY_FIELD_NAMES, ZInquiryDraftRequest } from '@portal/contract';
import {
  ALL_FIELDS, FAULT_CLASS_FIELDS, cascadeReset, clearedBy, editableFields, formModeOf, requiredFields, rolesOf, type RuleInput,
} from './form-rules';

const sorted = (s: Set<string>) => [...s].sort();
const detail = (status: string, actions: string[] = [], fields: string[] = []): RuleInput => ({ id: 'x', status, actions, editableFields: fields });

describe('form fields', () => {
  it('are exactly the fields the contract sends', () => {
    expect([...ALL_FIELDS].sort()).toEqual([...INQUIRY_FIELD_NAMES, 'fileIds'].sort());
    expect([...ALL_FIELDS].sort()).toEqual(Object.keys(ZInquiryDraftRequest.shape).filter((k) => k !== 'id').sort());
  });

  it('read the roles of the detail', () => {
    expect(rolesOf(['creator', 'leader'])).toEqual({ isCreator: true, isHandler: false, isExpert: false });
    expect(rolesOf(['handler', 'expert'])).toEqual({ isCreator: false, isHandler: true, isExpert: true });
    expect(rolesOf(undefined)).toEqual({ isCreator: false, isHandler: false, isExpert: false });
  });
});

describe('form mode (spec §4)', () => {
  it('is add without an id, editor when the caller may (re)submit, read-only otherwise', () => {
    expect(formModeOf(undefined)).toBe('add');
    expect(formModeOf({ id: null })).toBe('add');
    expect(formModeOf(detail('DRAFT', ['submit', 'draft', 'delete']))).toBe('editor');
    expect(formModeOf(detail('REJECTED', ['submit', 'revoke']))).toBe('editor');
    expect(formModeOf(detail('DRAFT', []))).toBe('readonly');
    expect(formModeOf(detail('PROCESSING', ['reply', 'solve', 'update'], ['repairPlanDesc']))).toBe('readonly');
  });
});

describe('editable fields (spec §4)', () => {
  it('opens every field but the maintenance scheme in add and editor modes', () => {
    for (const mode of ['add', 'editor'] as const) {
      const open = editableFields(mode, mode === 'editor' ? detail('DRAFT', ['submit']) : undefined);
      expect(open.has('repairPlanDesc')).toBe(false);
      expect(open.size).toBe(ALL_FIELDS.length - 1);
      expect(open.has('vinCode') && open.has('fileIds') && open.has('faultName')).toBe(true);
    }
  });

  it('opens in read-only mode what the server names, nothing else', () => {
    expect(sorted(editableFields('readonly', detail('PROCESSING', ['update'], ['repairPlanDesc'])))).toEqual(['fileIds', 'repairPlanDesc']);
    expect(editableFields('readonly', detail('CLOSED')).size).toBe(0);
    expect(sorted(editableFields('readonly', detail('PROCESSING', [], ['repairPlanDesc', 'notAField'])))).toEqual(['fileIds', 'repairPlanDesc']);
  });

  it('opens the attachments whenever a field is open', () => {
    for (const status of ['SOLVED', 'SUSPENDED']) {
      expect(sorted(editableFields('readonly', detail(status, ['update'], [...FAULT_CLASS_FIELDS])))).toEqual([...FAULT_CLASS_FIELDS, 'fileIds'].sort());
    }
    expect(editableFields('readonly', detail('CLOSED', ['push'], [])).has('fileIds')).toBe(false);
  });
});

describe('required fields (spec §5)', () => {
  it('asks for VIN, series, model, area, reporter, phone and fault name when adding or editing', () => {
    const mode = 'add';
    expect(sorted(requiredFields(mode, undefined, editableFields(mode, undefined)))).toEqual(
      ['carSeries', 'createrName', 'createrTelNo', 'faultName', 'modelCode', 'provinceCityCode', 'vinCode'],
    );
  });

  it('asks for system, position and part while a solved or suspended classification is corrected', () => {
    for (const status of ['SOLVED', 'SUSPENDED']) {
      const d = detail(status, ['update'], [...FAULT_CLASS_FIELDS]);
      expect(sorted(requiredFields('readonly', d, editableFields('readonly', d)))).toEqual(['faultPosition', 'faultSystem', 'partCode', 'partName']);
    }
    const closed = detail('CLOSED');
    expect(requiredFields('readonly', closed, editableFields('readonly', closed)).size).toBe(0);
  });

  it('asks for the maintenance scheme when it is open while PROCESSING', () => {
    const d = detail('PROCESSING', ['update', 'solve'], ['repairPlanDesc']);
    expect(sorted(requiredFields('readonly', d, editableFields('readonly', d)))).toEqual(['repairPlanDesc']);
    const creator = detail('PROCESSING', ['reply']);
    expect(requiredFields('readonly', creator, editableFields('readonly', creator)).size).toBe(0);
  });
});

describe('cascading fault catalogue (spec §4)', () => {
  it('clears system and position when the module changes, the position when the system changes', () => {
    expect(clearedBy('faultModule')).toEqual(['faultSystem', 'faultPosition']);
    expect(clearedBy('faultSystem')).toEqual(['faultPosition']);
    expect(clearedBy('faultPosition')).toEqual([]);
    expect(clearedBy('faultName')).toEqual([]);
  });

  it('gives the values to reset for a form change', () => {
    expect(cascadeReset({ faultModule: 'M01' })).toEqual({ faultSystem: undefined, faultPosition: undefined });
    expect(cascadeReset({ faultSystem: 'S01' })).toEqual({ faultPosition: undefined });
    expect(cascadeReset({ faultName: 'x' })).toEqual({});
  });
});
