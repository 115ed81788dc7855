import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, pageItems } from './DataTable';
import type { DataTableColumn, DataTableProps } from './DataTable';

interface Device {
  id: string;
  name: string;
  os: string;
}

const devices = (n: number): Device[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `d${i + 1}`,
    name: `Phone ${i + 1}`,
    os: i % 2 ? 'iOS' : 'Android',
  }));

const COLUMNS: Array<DataTableColumn<Device>> = [
  { id: 'name', header: 'Device', cell: (d) => d.name, rowHeader: true },
  { id: 'os', header: 'System', cell: (d) => d.os },
];

/** The devices table as most tests want it (five a page), with the props a test is about. */
const deviceTable = (props: Partial<DataTableProps<Device>>) => (
  <DataTable
    caption="Devices"
    columns={COLUMNS}
    rows={[]}
    rowKey={(d) => d.id}
    emptyText=""
    pageSize={5}
    {...props}
  />
);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowNames = () => bodyRows().map((r) => within(r).getByRole('rowheader').textContent);
const pager = () => screen.queryByRole('navigation', { name: 'Pages' });

describe('DataTable', () => {
  it('renders a captioned table with column and row headers', () => {
    render(deviceTable({ caption: 'Your devices', rows: devices(2) }));
    const table = screen.getByRole('table', { name: 'Your devices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Device', 'System']);
    expect(rowNames()).toEqual(['Phone 1', 'Phone 2']);
    expect(within(bodyRows()[1]!).getByRole('cell')).toHaveTextContent('iOS');
  });

  it('shows the empty text across all columns, and no pager', () => {
    render(deviceTable({ emptyText: 'No devices yet' }));
    const cell = screen.getByRole('cell', { name: 'No devices yet' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(pager()).toBeNull();
  });

  it('hides the pager when every row fits on one page', () => {
    render(deviceTable({ rows: devices(5) }));
    expect(bodyRows()).toHaveLength(5);
    expect(pager()).toBeNull();
  });

  it('pages locally with previous, next and numbered buttons', async () => {
    render(deviceTable({ rows: devices(12) }));
    const nav = pager();
    expect(nav).not.toBeNull();
    const p = within(nav!);
    expect(rowNames()).toEqual(['Phone 1', 'Phone 2', 'Phone 3', 'Phone 4', 'Phone 5']);
    expect(p.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(p.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(p.getByRole('status')).toHaveTextContent('1–5 of 12');

    await userEvent.click(p.getByRole('button', { name: 'Next page' }));
    expect(rowNames()[0]).toBe('Phone 6');
    expect(p.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(p.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(p.getByRole('button', { name: 'Page 3' }));
    expect(rowNames()).toEqual(['Phone 11', 'Phone 12']);
    expect(p.getByRole('status')).toHaveTextContent('11–12 of 12');
    const next = p.getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(rowNames()).toEqual(['Phone 11', 'Phone 12']);
  });

  it('keeps focus on Previous when it reaches the first page, and works from the keyboard', async () => {
    render(deviceTable({ rows: devices(7) }));
    const p = within(pager()!);
    p.getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Phone 6', 'Phone 7']);
    const previous = p.getByRole('button', { name: 'Previous page' });
    previous.focus();
    await userEvent.keyboard(' ');
    expect(rowNames()[0]).toBe('Phone 1');
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('goes back a page when the rows of the last page are removed', () => {
    const { rerender } = render(deviceTable({ rows: devices(6), page: 2 }));
    expect(rowNames()).toEqual(['Phone 6']);
    rerender(deviceTable({ rows: devices(5), page: 2 }));
    expect(rowNames()).toHaveLength(5);
    expect(pager()).toBeNull();
  });

  it('is controlled for server paging: shows the given rows and asks for other pages', async () => {
    const all = devices(13);
    const onPageChange = vi.fn();
    function Server() {
      const [page, setPage] = useState(1);
      return deviceTable({
        caption: 'Clients',
        rows: all.slice((page - 1) * 5, page * 5),
        totalRows: all.length,
        page,
        onPageChange: (next) => {
          onPageChange(next);
          setPage(next);
        },
      });
    }
    render(<Server />);
    const p = within(pager()!);
    expect(p.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Next page',
    ]);
    await userEvent.click(p.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(rowNames()).toEqual(['Phone 11', 'Phone 12', 'Phone 13']);
    await userEvent.click(p.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });
});

describe('pageItems', () => {
  it('lists every page up to seven, then elides around the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
