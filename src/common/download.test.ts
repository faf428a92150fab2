import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './download';

describe('fileNameFromContentDisposition', () => {
  it('reads the quoted, bare and RFC 5987 forms', () => {
    expect(fileNameFromContentDisposition('attachment; filename="invoice-INV-20261125-000042.pdf"')).toBe('invoice-INV-20261125-000042.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="fallback.pdf"; filename*=UTF-8\'\'faktur%20Ani.pdf')).toBe('faktur Ani.pdf');
  });

  it('keeps only the last path segment and answers null when there is no name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\x\\\\y.pdf"')).toBe('y.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeNull();
  });
});
