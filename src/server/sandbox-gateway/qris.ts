/**
 * A QRIS payload (Bank Indonesia's QR standard on EMVCo merchant-presented mode): ID-length-value
 * fields, the last one the CRC-16/CCITT-FALSE of everything before it, so any QRIS reader can
 * parse the sandbox's codes (the merchant and terminal are made up, the structure is real).
 */

/** One EMV field: two-digit id, two-digit length, value (at most 99 characters). */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id) || value.length > 99) throw new RangeError(`EMV field ${id}: bad id or value longer than 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields of an EMV payload (top level), or null when it does not parse to the end. */
export function parseEmv(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || i + 4 + length > payload.length) return null;
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

export interface QrisInput {
  /** Whole rupiah. */
  amount: number;
  /** Shown by the payer's app as the bill reference (order id, cut to 25). */
  reference: string;
  acquirer: 'gopay' | 'airpay shopee';
  merchantId: string;
  /** Digits that make this code's merchant PAN and terminal differ between transactions. */
  serial: string;
}

export function qrisString(input: QrisInput): string {
  const domain = input.acquirer === 'gopay' ? 'COM.GO-JEK.WWW' : 'ID.CO.SHOPEE.WWW';
  const nns = input.acquirer === 'gopay' ? '93600914' : '93600918';
  const acquirerAccount = emvField('00', domain) + emvField('01', `${nns}${input.serial.padStart(11, '0').slice(-11)}`) + emvField('02', input.merchantId) + emvField('03', 'UMI');
  const national = emvField('00', 'ID.CO.QRIS.WWW') + emvField('02', `ID10200${input.serial.padStart(8, '0').slice(-8)}`) + emvField('03', 'UMI');
  const additional = emvField('05', input.reference.slice(0, 25)) + emvField('07', 'SANDBOX01');
  const body =
    emvField('00', '01') +
    // 12: dynamic, one payment of this amount.
    emvField('01', '12') +
    emvField('26', acquirerAccount) +
    emvField('51', national) +
    // 8299: schools and educational services.
    emvField('52', '8299') +
    emvField('53', '360') +
    emvField('54', String(input.amount)) +
    emvField('58', 'ID') +
    emvField('59', 'BELAJAR SANDBOX') +
    emvField('60', 'JAKARTA') +
    emvField('61', '10110') +
    emvField('62', additional) +
    '6304';
  return body + crc16(body);
}
