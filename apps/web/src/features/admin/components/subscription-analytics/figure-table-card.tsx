import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';

export type FigureRow = { key: string; header: ReactNode; cells: ReactNode[] };

/** A card holding one table of figures, named by the card's title. */
export function FigureTableCard({
  id,
  title,
  description,
  columns,
  rows,
  empty,
}: {
  id: string;
  title: string;
  description?: string;
  columns: string[];
  rows: FigureRow[];
  empty?: string;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {rows.length === 0 && empty ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
        ) : (
          <Table aria-labelledby={`${id}-title`}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column} scope="col">
                    {column}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableHeaderCell scope="row" className="font-normal whitespace-normal">
                    {row.header}
                  </TableHeaderCell>
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <TableCell key={index} className="tabular-nums">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
