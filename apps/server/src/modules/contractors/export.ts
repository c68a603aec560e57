import { PassThrough } from 'node:stream';
import { type ContractorListItem, type Lang, t } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type XlsxColumn<T> = {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
};

/**
 * Streams rows as one XLSX sheet into the reply (`Content-Disposition: attachment`), so a large
 * export never sits whole in memory.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  opts: { filename: string; sheet: string; columns: XlsxColumn<T>[]; rows: Iterable<T> },
): Promise<FastifyReply> {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(opts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = opts.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  reply
    .code(200)
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${opts.filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
  for (const row of opts.rows) sheet.addRow(opts.columns.map((c) => c.value(row) ?? '')).commit();
  sheet.commit();
  await workbook.commit();
  return reply;
}

/** The contractors list's columns, in the caller's language. */
export function contractorColumns(lang: Lang): XlsxColumn<ContractorListItem>[] {
  const f = (key: string) => t(lang, `contractors.fields.${key}`);
  const contact = (r: ContractorListItem) =>
    r.primary_contact ? `${r.primary_contact.first_name} ${r.primary_contact.last_name}` : null;
  return [
    { header: 'ID', width: 8, value: (r) => r.id },
    { header: f('name'), width: 40, value: (r) => r.name },
    { header: f('nip_number'), width: 14, value: (r) => r.nip_number },
    { header: f('address_city'), width: 20, value: (r) => r.address_city },
    { header: f('address_province_id'), width: 20, value: (r) => r.address_province?.name ?? null },
    { header: f('business_area'), width: 20, value: (r) => r.business_area?.name ?? null },
    {
      header: f('is_partner'),
      width: 9,
      value: (r) => t(lang, r.is_partner ? 'contractors.yes' : 'contractors.no'),
    },
    {
      header: f('registration_status'),
      width: 16,
      value: (r) => t(lang, `contractors.registration_status.${r.registration_status}`),
    },
    { header: f('primary_contact'), width: 26, value: contact },
    { header: f('email'), width: 30, value: (r) => r.primary_contact?.email ?? null },
    { header: f('phone_number'), width: 16, value: (r) => r.primary_contact?.phone_number ?? null },
    { header: f('created_at'), width: 12, value: (r) => warsawDate(r.created_at) },
  ];
}

/** `DD.MM.YYYY` in Europe/Warsaw (GLOSSARY "Dates"). */
export function warsawDate(isoString: string): string {
  return new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(isoString));
}
