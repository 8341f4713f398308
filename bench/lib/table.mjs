// Tables printed as Markdown, so a run's output pastes straight into a note.

/** columns: [{ title, value(row) => string, align?: 'right' }] */
export function markdownTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(column.value(row) ?? '')));
  const widths = columns.map((column, i) => Math.max(column.title.length, 3, ...cells.map((row) => row[i].length)));
  const pad = (text, i) => (columns[i].align === 'right' ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (values) => `| ${values.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (columns[i].align === 'right' ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(columns.map((column) => column.title)), rule, ...cells.map(line)].join('\n');
}

export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
export const thousands = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
export const kib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
