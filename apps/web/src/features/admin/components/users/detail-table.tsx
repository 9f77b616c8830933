import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';

/** A column's heading; with a class name for both its heading and its cells (e.g. hidden on phones). */
export type DetailColumn = string | { label: string; className: string };

const labelOf = (column: DetailColumn) => (typeof column === 'string' ? column : column.label);
const classOf = (column: DetailColumn | undefined) =>
  column === undefined || typeof column === 'string' ? undefined : column.className;

/** One part of the user detail page: a titled card with the newest rows of one kind of record. */
export function DetailTable({
  title,
  total,
  empty,
  columns,
  rows,
  children,
}: {
  title: string;
  total: number;
  empty: string;
  columns: DetailColumn[];
  rows: { id: string; cells: ReactNode[] }[];
  /** Shown under the table (an outcome, an error). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.detail' });
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-2 sm:flex-row">
        <CardTitle>{title}</CardTitle>
        {total > rows.length ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('newestOf', { shown: rows.length, total })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
        ) : (
          <Table>
            <TableHead>
              <tr>
                {columns.map((column) => (
                  <TableHeaderCell key={labelOf(column)} className={classOf(column)}>
                    {labelOf(column)}
                  </TableHeaderCell>
                ))}
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {row.cells.map((cell, index) => {
                    const column = columns[index];
                    return (
                      <TableCell key={column ? labelOf(column) : index} className={classOf(column)}>
                        {cell}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
