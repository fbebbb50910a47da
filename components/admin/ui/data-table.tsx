import type { ReactNode } from 'react';
import { Panel } from './panel';
import styles from './ui.module.css';

export type Column<Row> = {
  /** Column heading; on a phone, each card's label for the value. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers (sums, counts). */
  numeric?: boolean;
};

type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What stands instead of the table while there are no rows (an EmptyState); by default an empty table. */
  empty?: ReactNode;
};

/**
 * A table on a laptop; on a phone every row becomes a card of «label: value» lines (CSS only, the markup stays
 * a real table for screen readers).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return empty;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={column.numeric ? styles.numeric : undefined}
                >
                  {/* One box for the value: on a phone the cell is a two-column grid (label, value), where a value
                      of several nodes (a name, <br>, an email) would otherwise spill into the label's column. */}
                  <div className={styles.cellValue}>{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A DataTable in a Panel of its own, left out while there are no rows (no payments yet, no refunds). */
export function TablePanel<Row>({ title, ...table }: { title: string } & DataTableProps<Row>) {
  if (table.rows.length === 0) return null;
  return (
    <Panel title={title}>
      <DataTable {...table} />
    </Panel>
  );
}
