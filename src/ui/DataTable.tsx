import { useState } from 'react';
import type { Key, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** This column names its row (`<th scope="row">`), e.g. the device name. */
  rowHeader?: boolean;
  /** Class of the column's cells (alignment, width). */
  className?: string;
}

export interface DataTableProps<Row> {
  /** The table's name (`<caption>`); hidden visually with `hideCaption` when the page heading says it. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Local paging: every row. Server paging (`totalRows` given): the rows of the current page. */
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown in place of the rows when there are none. */
  emptyText: ReactNode;
  /** Rows per page; without it every row is shown and there is no pager. */
  pageSize?: number;
  /** 1-based current page. Give it with `onPageChange` to control paging; otherwise the table keeps it. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Server paging: the number of rows on every page together. */
  totalRows?: number;
  className?: string;
  /** Class of a row's `<tr>` (a revoked device, say). */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * Page numbers to show: all of them up to 7; beyond, always seven items (the pager keeps its width):
 * the first, the last, the current one with its neighbours, and gaps.
 */
export function pageItems(current: number, total: number): Array<number | 'gap'> {
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return run(1, total);
  if (current <= 4) return [...run(1, 5), 'gap', total];
  if (current >= total - 3) return [1, 'gap', ...run(total - 4, total)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', total];
}

/**
 * A table with typed columns, a caption, an empty state and a pager. Paging is local (give every row
 * and a page size) or the server's (also give `totalRows`, `page` and `onPageChange`, and only that
 * page's rows). The pager is not rendered when every row fits on one page.
 */
export function DataTable<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  emptyText,
  pageSize,
  page: pageProp,
  onPageChange,
  totalRows,
  className,
  rowClassName,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const [ownPage, setOwnPage] = useState(1);
  const serverPaged = totalRows !== undefined;
  const total = totalRows ?? rows.length;
  const size = pageSize ?? Math.max(total, 1);
  const pageCount = Math.max(1, Math.ceil(total / size));
  // Clamped: deleting the last row of the last page must not leave an empty page on screen.
  const page = Math.min(Math.max(pageProp ?? ownPage, 1), pageCount);
  const visible = serverPaged ? rows : rows.slice((page - 1) * size, page * size);

  const goTo = (target: number) => {
    if (target < 1 || target > pageCount || target === page) return;
    setOwnPage(target);
    onPageChange?.(target);
  };

  return (
    <div className={className}>
      <div className="data-table__scroll">
        <table className="data-table__table">
          <caption className={cx('data-table__caption', hideCaption && 'sr-only')}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table__empty">
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={column.className} data-label={label(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={column.className} data-label={label(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          onGo={goTo}
          range={t('pagination.range', {
            from: (page - 1) * size + 1,
            to: Math.min(page * size, total),
            total,
          })}
        />
      )}
    </div>
  );
}

function Pager({
  page,
  pageCount,
  onGo,
  range,
}: {
  page: number;
  pageCount: number;
  onGo: (page: number) => void;
  range: string;
}) {
  const { t } = useTranslation('common');
  // aria-disabled, not disabled: the focused Previous must keep focus when it reaches page 1.
  const step = (target: number, label: string, glyph: string) => {
    const off = target < 1 || target > pageCount;
    return (
      <li>
        <button
          type="button"
          className="pager__button"
          aria-label={label}
          aria-disabled={off || undefined}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onGo(target);
          }}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      </li>
    );
  };
  return (
    <nav className="pager" aria-label={t('pagination.label')}>
      <ul className="pager__list">
        {step(page - 1, t('pagination.previous'), '‹')}
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onGo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        {step(page + 1, t('pagination.next'), '›')}
      </ul>
      <p className="pager__range" role="status">
        {range}
      </p>
    </nav>
  );
}

/** A column's header as its cells' label where narrow screens stack the rows (styles.css, `data-label`). */
function label(column: { header: ReactNode }): string | undefined {
  return typeof column.header === 'string' ? column.header : undefined;
}
