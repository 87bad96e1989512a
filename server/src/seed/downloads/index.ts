import crypto from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import { users } from '../../modules/users/index.js';
import { files } from '../../modules/files/index.js';
import { groupMembers, groups } from '../../modules/groups/index.js';
import { downloadFileGroups, downloadFiles, downloadFolders } from '../../modules/downloads/index.js';
import { DOWNLOAD_OBJECT_REF } from '../../modules/downloads/index.js';

/** The group that sees the dealer-only downloads; the demo dealer and service station are in it. */
const DEALER_GROUP = { code: 'DEALER_NETWORK', name: 'Dealer network', remark: 'Dealers and service stations: price lists and training' };
const DEALER_GROUP_MEMBERS = ['dealer', 'station'];

/** A one-page PDF with lines of text (Helvetica), offsets computed so readers accept it. */
export function textPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 18 Tf 56 780 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 11 Tf 56 ${744 - i * 16} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

interface DemoEntry {
  folder: string;
  name: string;
  category: string;
  remarks: string;
  isPublic: boolean;
  dealersOnly?: boolean;
  downloads: number;
  bytes?: () => Buffer;
  url?: string;
}

/** Folder paths (parent before child) and the entries in them. */
const FOLDERS = ['Service information', 'Service information/Manuals', 'Service information/Software', 'Forms', 'Dealer network'];
const ENTRIES: DemoEntry[] = [
  {
    folder: 'Service information/Manuals', name: 'S2 Pro quick guide.pdf', category: 'MANUAL', remarks: 'First steps, charging, care', isPublic: true, downloads: 14,
    bytes: () => textPdf('S2 Pro quick guide', ['1. Charge the battery fully before the first ride (about 6 hours).', '2. Keep the tyre pressure at 2.2 bar front and 2.5 bar rear.', '3. Service every 3,000 km at an authorised service station.']),
  },
  {
    folder: 'Service information/Manuals', name: 'Torque table S2 Pro.txt', category: 'MANUAL', remarks: 'Bolt torques of the chassis and the drive', isPublic: true, downloads: 9,
    bytes: () => Buffer.from('Torque table S2 Pro\n\nFront axle nut      M14   65 Nm\nRear axle nut       M16   90 Nm\nBrake caliper bolts M8    25 Nm\nMotor mount bolts   M10   45 Nm\n'),
  },
  { folder: 'Service information/Software', name: 'Diagnosis app (Android)', category: 'SOFTWARE', remarks: 'Reads BMS and controller fault codes over Bluetooth', isPublic: true, downloads: 6, url: 'https://www.e-moto-portal.com/apps/diagnosis.apk' },
  {
    folder: 'Forms', name: 'Warranty claim form.pdf', category: 'FORM', remarks: 'Fill in and attach to the inquiry', isPublic: true, downloads: 3,
    bytes: () => textPdf('Warranty claim form', ['VIN: ____________________   Sale date: __________', 'Mileage: _________ km     Work order: __________', 'Fault description:', '', 'Dealer stamp and signature: ____________________']),
  },
  {
    folder: 'Dealer network', name: 'Dealer price list 2026.txt', category: 'MARKETING', remarks: 'Net prices for dealers, valid from January 2026', isPublic: false, dealersOnly: true, downloads: 11,
    bytes: () => Buffer.from('Dealer price list 2026 (RMB, net)\n\nBP-72V32-A01  Battery pack 72V 32Ah   4,860.00\nCT-72V-45A-A01 Controller 72V 45A     1,120.00\nPD-R-SM-A01   Brake pads rear          38.00\n'),
  },
  {
    folder: 'Dealer network', name: 'Training schedule Q1.pdf', category: 'TRAINING', remarks: 'High-voltage safety and BMS diagnosis courses', isPublic: false, dealersOnly: true, downloads: 2,
    bytes: () => textPdf('Training schedule Q1 2026', ['13 January   High-voltage safety (1 day)', '10 February  BMS diagnosis with the diagnosis app (1 day)', '10 March     Controller replacement and calibration (half day)']),
  },
];

/**
 * A small download area: folders, public files, a link, and two files for the dealer network group
 * only (with the demo dealer and service station in it); written once.
 */
export async function seedDemoDownloads(db: Db, storage: FileStorage, log: (line: string) => void = () => {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(downloadFolders);
  if (existing.n > 0) return 0;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!admin) return 0;
  // The bytes first (outside the transaction): a failed seed leaves only files nobody refers to.
  const stored = new Map<string, { id: string; key: string; bytes: Buffer }>();
  for (const e of ENTRIES.filter((x) => x.bytes)) {
    const id = crypto.randomUUID();
    const key = `downloads/demo/${id}`;
    const bytes = e.bytes!();
    await storage.put(key, bytes);
    stored.set(e.name, { id, key, bytes });
  }
  await db.transaction(async (tx) => {
    let [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.code, DEALER_GROUP.code));
    if (!group) {
      [group] = await tx.insert(groups).values(DEALER_GROUP).returning({ id: groups.id });
      const members = await tx.select({ id: users.id }).from(users).where(inArray(users.username, DEALER_GROUP_MEMBERS));
      if (members.length) await tx.insert(groupMembers).values(members.map((m) => ({ groupId: group.id, userId: m.id })));
    }
    const folderIds = new Map<string, string>();
    for (const p of FOLDERS) {
      const cut = p.lastIndexOf('/');
      const [row] = await tx.insert(downloadFolders).values({ name: p.slice(cut + 1), parentId: cut < 0 ? null : folderIds.get(p.slice(0, cut))! }).returning({ id: downloadFolders.id });
      folderIds.set(p, row.id);
    }
    for (const e of ENTRIES) {
      const id = crypto.randomUUID();
      const file = stored.get(e.name);
      const extension = e.name.split('.').pop()!;
      if (file) {
        await tx.insert(files).values({
          id: file.id, fileName: e.name, extension, contentType: extension === 'pdf' ? 'application/pdf' : 'text/plain',
          size: file.bytes.length, sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'), storageKey: file.key,
          softType: 'download', uploaderId: admin.id, objectRef: DOWNLOAD_OBJECT_REF, objectId: id, unattachedSince: null,
        });
      }
      await tx.insert(downloadFiles).values({
        id, folderId: folderIds.get(e.folder)!, name: e.name, source: file ? 'LOCAL' : 'LINK', fileId: file?.id ?? null, url: e.url ?? null,
        size: file?.bytes.length ?? 0, type: file ? extension : 'link', category: e.category, remarks: e.remarks, isPublic: e.isPublic,
        downloadCount: e.downloads, creatorId: admin.id,
      });
      if (e.dealersOnly) await tx.insert(downloadFileGroups).values({ fileId: id, groupId: group.id });
    }
  });
  log(`  Download area: ${FOLDERS.length} folders, ${ENTRIES.length} entries (${ENTRIES.filter((e) => e.dealersOnly).length} for the ${DEALER_GROUP.code} group)`);
  return ENTRIES.length;
}
