import { useState } from 'react';

/**
 * The rows ticked in a server-paged table. The selection survives paging, so rows are kept by id with
 * their data (a bulk action names them, an export needs their dates).
 */
export function useRowSelection<Row extends { id: string }>(pageRows: readonly Row[] | undefined) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const toggleRow = (id: string) => {
    const row = pageRows?.find((candidate) => candidate.id === id);
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else if (row) next.set(id, row);
      return next;
    });
  };
  const togglePage = (selectAll: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of pageRows ?? []) {
        if (selectAll) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  return {
    selected: [...selected.values()],
    selectedIds: new Set(selected.keys()),
    toggleRow,
    togglePage,
    clear: () => setSelected(new Map()),
  };
}
