import { defineEntity, p } from '@mikro-orm/core';
import { CONSENT_PURPOSES, CONSENT_SOURCES } from '../../shared/privacy.ts';
import { uuidPrimaryKey } from '../db/columns.ts';

/**
 * One consent given or withdrawn, against the notice version shown (DPDP Rules 2025, Rule 3;
 * docs/decisions/0027-invoices-and-data-rights.md). Append-only: the current state of a purpose is
 * its latest row. `userId` is a plain column, not a foreign key: when the account is erased its
 * rows stay as the proof of what was consented to, tied to the anonymised id (privacy/erasure.ts).
 */
const ConsentRecordSchema = defineEntity({
  name: 'ConsentRecord',
  tableName: 'consent_record',
  indexes: [{ properties: ['userId', 'purpose', 'at'] }],
  properties: {
    id: uuidPrimaryKey(),
    userId: p.string().length(64),
    purpose: p.enum([...CONSENT_PURPOSES]),
    granted: p.boolean(),
    noticeVersion: p.string().length(20),
    language: p.string().length(5),
    at: p.datetime(),
    source: p.enum([...CONSENT_SOURCES]),
  },
});
export class ConsentRecord extends ConsentRecordSchema.class {}
ConsentRecordSchema.setClass(ConsentRecord);
