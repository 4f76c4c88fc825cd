/**
 * Reads a CSV as Excel de-AT does (RFC 4180 with `;`): the BOM dropped, quoted fields with doubled quotes and line
 * breaks inside, CRLF between records. Written apart from src/exports/csv-writer.ts so a test checks the writer.
 */
export function parseExcelCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}
