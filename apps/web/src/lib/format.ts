import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Europe/Warsaw';

/** Dates as DD.MM.YYYY in Europe/Warsaw (DESIGN §4). */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(ZONE).format('DD.MM.YYYY') : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(ZONE).format('DD.MM.YYYY HH:mm') : '';
}
