/** A plain-text table for the terminal: numeric columns right-aligned, the others left-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^-?[\d.]+$/.test(row[i] ?? '')),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Bytes as KB (1,000 bytes), one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
