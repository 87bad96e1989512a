import { describe, expect, it } from 'vitest';
import {
  ALL_FIELDS, FAULT_CLASS_FIELDS, cascadeReset, clearedBy, editableFields, formModeOf, requiredFields, type InquiryRoles,
} from './form-rules';

const NONE: InquiryRoles = { isCreator: false, isHandler: false, isExpert: false };
const CREATOR: InquiryRoles = { ...NONE, isCreator: true };
const HANDLER: InquiryRoles = { ...NONE, isHandler: true };
const EXPERT: InquiryRoles = { ...NONE, isExpert: true };
/** A handler who raised the inquiry himself is still its creator. */
const CREATOR_HANDLER: InquiryRoles = { ...NONE, isCreator: true, isHandler: true };
const sorted = (s: Set<string>) => [...s].sort();

describe('form mode (spec §4)', () => {
  it('is add without an id, editor for the creator\'s draft, read-only otherwise', () => {
    expect(formModeOf(undefined, NONE)).toBe('add');
    expect(formModeOf({ id: null }, CREATOR)).toBe('add');
    expect(formModeOf({ id: 'x', status: 'DRAFT' }, CREATOR)).toBe('editor');
    expect(formModeOf({ id: 'x', status: 'DRAFT' }, HANDLER)).toBe('readonly');
    expect(formModeOf({ id: 'x', status: 'PENDING' }, CREATOR)).toBe('readonly');
    expect(formModeOf({ id: 'x', status: 'PROCESSING' }, CREATOR)).toBe('readonly');
  });
});

describe('editable fields (spec §4)', () => {
  it('opens every field but the maintenance scheme in add and editor modes', () => {
    for (const mode of ['add', 'editor'] as const) {
      const open = editableFields(mode, mode === 'editor' ? 'DRAFT' : undefined, CREATOR);
      expect(open.has('repairPlanDesc')).toBe(false);
      expect(open.size).toBe(ALL_FIELDS.length - 1);
      expect(open.has('vinCode') && open.has('fileIds') && open.has('faultName')).toBe(true);
    }
  });

  it('opens the maintenance scheme while PROCESSING to the handler and the expert, never to the creator', () => {
    expect(sorted(editableFields('readonly', 'PROCESSING', HANDLER))).toEqual(['repairPlanDesc']);
    expect(sorted(editableFields('readonly', 'PROCESSING', EXPERT))).toEqual(['repairPlanDesc']);
    expect(editableFields('readonly', 'PROCESSING', CREATOR).size).toBe(0);
    expect(editableFields('readonly', 'PROCESSING', CREATOR_HANDLER).size).toBe(0);
    expect(editableFields('readonly', 'PROCESSING', NONE).size).toBe(0);
  });

  it('keeps the maintenance scheme closed in every other status', () => {
    for (const status of ['DRAFT', 'PENDING', 'SUSPENDED', 'SOLVED', 'CLOSED', 'REJECTED', 'REVOKED', 'INVALID']) {
      expect(editableFields('readonly', status, HANDLER).has('repairPlanDesc'), status).toBe(false);
    }
  });

  it('opens the fault classification and attachments to creator and handler after SOLVED or SUSPENDED', () => {
    for (const status of ['SOLVED', 'SUSPENDED']) {
      for (const roles of [CREATOR, HANDLER, CREATOR_HANDLER]) {
        expect(sorted(editableFields('readonly', status, roles))).toEqual([...FAULT_CLASS_FIELDS, 'fileIds'].sort());
      }
      expect(editableFields('readonly', status, EXPERT).size).toBe(0);
      expect(editableFields('readonly', status, NONE).size).toBe(0);
    }
  });

  it('locks everything in the closed states', () => {
    for (const status of ['CLOSED', 'REJECTED', 'REVOKED', 'INVALID', 'PENDING']) {
      for (const roles of [CREATOR, HANDLER, EXPERT, NONE]) expect(editableFields('readonly', status, roles).size, status).toBe(0);
    }
  });
});

describe('required fields (spec §5)', () => {
  it('asks for VIN, series, model, area, reporter, phone and fault name when editing', () => {
    expect(sorted(requiredFields('add', undefined, CREATOR))).toEqual(
      ['carSeries', 'createrName', 'createrTelNo', 'faultName', 'modelCode', 'provinceCityCode', 'vinCode'],
    );
  });

  it('asks for system, position and part while the classification is corrected', () => {
    expect(sorted(requiredFields('readonly', 'SOLVED', HANDLER))).toEqual(['faultPosition', 'faultSystem', 'partCode', 'partName']);
    expect(requiredFields('readonly', 'SOLVED', EXPERT).size).toBe(0);
  });

  it('asks for the maintenance scheme from the processor while PROCESSING', () => {
    expect(sorted(requiredFields('readonly', 'PROCESSING', EXPERT))).toEqual(['repairPlanDesc']);
    expect(requiredFields('readonly', 'PROCESSING', CREATOR).size).toBe(0);
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
