import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { LANGUAGES, USER_IMPORT_COLUMNS, USER_TYPES, type Language, type TUserFilter, type UserImportColumn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { byLanguage, sixWords } from '../../platform/words.js';
import TEXTS from './users.export-words.json';
import { xlsxBuffer, xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { userWhere } from './users.admin.js';
import { companies, users } from './users.tables.js';

/*
 * The user list as .xlsx (POST /rest/account/derive) and the import template (POST
 * /rest/account/template). The export's first columns are the import's, so an exported sheet
 * can be edited and imported again; status columns follow.
 */

const EXTRA_COLUMNS = ['companyName', 'locked', 'disabled', 'updateTime'] as const;
type Column = UserImportColumn | (typeof EXTRA_COLUMNS)[number];
const EXPORT_COLUMNS: readonly Column[] = [...USER_IMPORT_COLUMNS, ...EXTRA_COLUMNS];

interface SheetWords {
  sheet: string;
  templateSheet: string;
  helpSheet: string;
  yes: string;
  no: string;
  headers: Record<Column, string>;
  /** The template's help: what each import column takes. */
  help: Record<UserImportColumn, string>;
}

const WORDS = byLanguage(sixWords(TEXTS.words));

const HEADERS = byLanguage<Column>(sixWords(TEXTS.headers));

const TYPES = USER_TYPES.join(', ');
const HELP = byLanguage<UserImportColumn>({
  username: [
    '必填。2–30 位字母、数字、横线、下划线或点；已存在的账号会询问是否覆盖',
    'Required. 2–30 letters, digits, dashes, underscores or dots; for an existing account you are asked whether to overwrite it',
    'Bắt buộc. 2–30 chữ cái, chữ số, gạch ngang, gạch dưới hoặc dấu chấm; với tài khoản đã có, bạn sẽ được hỏi có ghi đè không',
    'Obligatorio. De 2 a 30 letras, dígitos, guiones, guiones bajos o puntos; para una cuenta existente se le pregunta si sobrescribirla',
    'Pflichtfeld. 2–30 Buchstaben, Ziffern, Binde- oder Unterstriche oder Punkte; bei einem bestehenden Konto werden Sie gefragt, ob es überschrieben wird',
    'Wajib. 2–30 huruf, angka, tanda hubung, garis bawah, atau titik; untuk akun yang sudah ada Anda ditanya apakah akan ditimpa',
  ],
  name: [
    '必填。最多 50 个字符',
    'Required. At most 50 characters',
    'Bắt buộc. Tối đa 50 ký tự',
    'Obligatorio. Como máximo 50 caracteres',
    'Pflichtfeld. Höchstens 50 Zeichen',
    'Wajib. Maksimal 50 karakter',
  ],
  userType: [
    `必填。其中之一：${TYPES}（不能高于您自己的类型）`,
    `Required. One of ${TYPES} (none above your own)`,
    `Bắt buộc. Một trong ${TYPES} (không cao hơn loại của bạn)`,
    `Obligatorio. Uno de ${TYPES} (ninguno superior al suyo)`,
    `Pflichtfeld. Einer von ${TYPES} (keiner über Ihrem eigenen)`,
    `Wajib. Salah satu dari ${TYPES} (tidak di atas jenis Anda)`,
  ],
  company: [
    '选填。公司列表中已启用公司的代码',
    'Optional. The code of an enabled company of the company list',
    'Tùy chọn. Mã của một công ty đang hoạt động trong danh sách công ty',
    'Opcional. El código de una empresa habilitada de la lista de empresas',
    'Optional. Der Code eines aktiven Unternehmens der Unternehmensliste',
    'Opsional. Kode perusahaan aktif dari daftar perusahaan',
  ],
  department: [
    '选填。最多 50 个字符',
    'Optional. At most 50 characters',
    'Tùy chọn. Tối đa 50 ký tự',
    'Opcional. Como máximo 50 caracteres',
    'Optional. Höchstens 50 Zeichen',
    'Opsional. Maksimal 50 karakter',
  ],
  email: [
    '选填。每个账号唯一；密码重置邮件发送到此地址',
    'Optional. One account per address; the password reset mail goes here',
    'Tùy chọn. Mỗi địa chỉ cho một tài khoản; thư đặt lại mật khẩu gửi đến đây',
    'Opcional. Una cuenta por dirección; el correo de restablecimiento va aquí',
    'Optional. Ein Konto je Adresse; die Mail zum Zurücksetzen des Passworts geht hierhin',
    'Opsional. Satu akun per alamat; e-mail atur ulang kata sandi dikirim ke sini',
  ],
  mobileNo: [
    '选填。电话号码',
    'Optional. A phone number',
    'Tùy chọn. Số điện thoại',
    'Opcional. Un número de teléfono',
    'Optional. Eine Telefonnummer',
    'Opsional. Nomor telepon',
  ],
  countryCode: [
    '选填。两个大写字母，如 CN',
    'Optional. Two capital letters, e.g. CN',
    'Tùy chọn. Hai chữ cái in hoa, ví dụ VN',
    'Opcional. Dos letras mayúsculas, p. ej. ES',
    'Optional. Zwei Großbuchstaben, z. B. DE',
    'Opsional. Dua huruf kapital, mis. ID',
  ],
});

/** Headings and words of the sheets in each language; the import reads its header in any of them. */
export const SHEET_WORDS = Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...WORDS[lang], headers: HEADERS[lang], help: HELP[lang] }])) as Record<Language, SheetWords>;

/** The import column a heading names, in any of the six languages or by its key (case and spaces aside). */
export const IMPORT_COLUMN_OF_HEADING: ReadonlyMap<string, UserImportColumn> = new Map(
  USER_IMPORT_COLUMNS.flatMap((column) => [column, ...LANGUAGES.map((l) => SHEET_WORDS[l].headers[column])].map((h) => [h.trim().toLowerCase(), column] as const)),
);

/** Rows read per query: keyset pages, so memory stays flat however many accounts match. */
const BATCH = 2000;

type ExportRow = typeof users.$inferSelect & { companyCode: string | null };

function cell(row: ExportRow, column: Column, words: SheetWords): XlsxCell {
  switch (column) {
    case 'company': return row.companyCode ?? '';
    case 'companyName': return row.company;
    case 'locked': case 'disabled': return row[column] ? words.yes : words.no;
    case 'updateTime': return row.updatedAt.toISOString().slice(0, 16).replace('T', ' ');
    default: return row[column];
  }
}

/** The accounts the list's filters select, as .xlsx, streamed in keyset batches. */
export function exportUsers(ctx: AppContext, filter: TUserFilter, lang: Language): NodeJS.ReadableStream {
  const words = SHEET_WORDS[lang];
  const where = userWhere(filter);
  async function* rows() {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const batch: ExportRow[] = await ctx.db
        .select({ ...getTableColumns(users), companyCode: companies.code })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(after ? and(where, sql`(lower(${users.username}), ${users.id}) > (${after.name}, ${after.id}::uuid)`) : where)
        .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
        .limit(BATCH);
      yield batch.map((row) => EXPORT_COLUMNS.map((column) => cell(row, column, words)));
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { name: last.username.toLowerCase(), id: last.id };
    }
  }
  const columns = EXPORT_COLUMNS.map((column) => ({ header: words.headers[column], width: column === 'email' || column === 'companyName' ? 28 : 16 }));
  return xlsxStream([{ name: words.sheet, columns, rows: rows() }]);
}

/** The empty template in the caller's language: the import's header row, and a sheet explaining it. */
export function importTemplate(lang: Language): Promise<Buffer> {
  const words = SHEET_WORDS[lang];
  return xlsxBuffer([
    { name: words.templateSheet, columns: USER_IMPORT_COLUMNS.map((column) => ({ header: words.headers[column], width: column === 'email' ? 28 : 18 })), rows: [] },
    {
      name: words.helpSheet, header: false, columns: [{ width: 18, header: '' }, { width: 100, header: '' }],
      rows: [USER_IMPORT_COLUMNS.map((column) => [words.headers[column], words.help[column]])],
    },
  ]);
}
